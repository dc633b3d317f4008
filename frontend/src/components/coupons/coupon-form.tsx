import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { CATEGORIES, MAX_COUPON_PERCENT, type CouponBody } from '@thindi/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { couponFormSchema, EMPTY_COUPON_FIELDS, type CouponFormFields } from './coupon-form.schema';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface CouponFormProps<TData, TError, TContext> {
  title: string;
  /** Whose discount it is and where it applies, in a line above the fields. */
  intro: string;
  /** Creates the coupon (the admin's call or the seller's); its refusal is shown here. */
  create: UseMutationResult<TData, TError, CouponBody, TContext>;
  onClose: () => void;
}

/**
 * A new coupon: its code, a percent (with an optional cap) or rupees off, the least the lines it applies to must
 * come to, when it starts and ends (India's time), how often it may be used, and the categories it is for (none:
 * every one). The contract's rules are checked before anything is sent; the server's refusal (a code in use) shows
 * in the dialog.
 */
export function CouponForm<TData, TError, TContext>({
  title,
  intro,
  create,
  onClose,
}: CouponFormProps<TData, TError, TContext>) {
  const { control, register, handleSubmit, formState } = useForm<CouponFormFields, unknown, CouponBody>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: EMPTY_COUPON_FIELDS,
    reValidateMode: 'onSubmit',
  });
  const kind = useWatch({ control, name: 'kind' });
  const categoriesError = formState.errors.categories?.message;
  const kindError = formState.errors.kind?.message;
  const submit = handleSubmit((body) => create.mutate(body, { onSuccess: onClose }));
  const busy = create.isPending;
  return (
    <Dialog open onClose={onClose} title={title} variant="centred" dismissible={!busy}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">{intro}</p>
        <FormAlert message={create.isError ? errorMessage(create.error, 'The coupon could not be created') : null} />
        <FormTextField
          control={control}
          name="code"
          label="Code"
          autoComplete="off"
          maxLength={20}
          required
          showError
          transform={(typed) => typed.toUpperCase()}
          hint="3 to 20 letters and digits, e.g. DIWALI10"
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-stone-800">Discount</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="percent" {...register('kind')} />
            Percent
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="flat" {...register('kind')} />
            Flat amount (₹)
          </label>
          {kindError ? <p className="text-sm text-red-700">{kindError}</p> : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="value"
            label={kind === 'percent' ? 'Percent off (%)' : 'Amount off (₹)'}
            inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
            required
            showError
            hint={kind === 'percent' ? `A whole percent from 1 to ${MAX_COUPON_PERCENT}` : undefined}
          />
          {kind === 'percent' ? (
            <FormTextField
              control={control}
              name="maxDiscount"
              label="Maximum discount (₹)"
              inputMode="decimal"
              showError
              hint="Optional: the most one order saves"
            />
          ) : null}
          <FormTextField
            control={control}
            name="minSubtotal"
            label="Minimum subtotal (₹)"
            inputMode="decimal"
            showError
            hint="Optional: what the items it applies to must come to"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="startsAt"
            type="datetime-local"
            label="Starts (India time)"
            required
            showError
          />
          <FormTextField
            control={control}
            name="endsAt"
            type="datetime-local"
            label="Ends (India time)"
            required
            showError
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="usageLimit"
            label="Usage limit"
            inputMode="numeric"
            showError
            hint="Optional: orders in all, every shopper's"
          />
          <FormTextField
            control={control}
            name="perCustomerLimit"
            label="Per-shopper limit"
            inputMode="numeric"
            required
            showError
            hint="Orders one shopper may place with it"
          />
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-stone-800">Categories</legend>
          <p className="text-xs text-stone-500">None ticked: every category</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={category} {...register('categories')} />
                {capitalised(category)}
              </label>
            ))}
          </div>
          {categoriesError ? <p className="text-sm text-red-700">{categoriesError}</p> : null}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : 'Create coupon'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
