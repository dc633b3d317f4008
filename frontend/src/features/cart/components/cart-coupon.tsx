import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  cartCouponInputSchema,
  formatRupees,
  type CartCoupon as AppliedCoupon,
  type CartCouponInput,
} from '@thindi/contracts';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useCart } from '../hooks/cart-context';

const APPLY_FAILED = 'Could not apply the coupon';
const REMOVE_FAILED = 'Could not remove the coupon';

/** The cart's coupon: 'Have a coupon?' with Apply, or the code applied (or why it takes nothing off now) and Remove. */
export function CartCoupon() {
  const { coupon, applyCoupon, removeCoupon } = useCart();
  return coupon ? <AppliedCouponRow coupon={coupon} onRemove={removeCoupon} /> : <CouponForm onApply={applyCoupon} />;
}

function CouponForm({ onApply }: { onApply: (code: string) => Promise<void> }) {
  const { control, handleSubmit, setError } = useForm<z.input<typeof cartCouponInputSchema>, unknown, CartCouponInput>({
    resolver: zodResolver(cartCouponInputSchema),
    defaultValues: { code: '' },
  });
  // A refusal ('Add ₹120.00 more to use FESTIVE10') is the field's own message.
  const apply = useMutation({
    mutationFn: onApply,
    onError: (error) => setError('code', { type: 'server', message: errorMessage(error, APPLY_FAILED) }),
  });
  const onSubmit = handleSubmit(({ code }) => apply.mutate(code));
  return (
    <form noValidate aria-label="Coupon" onSubmit={(e) => void onSubmit(e)} className="flex items-start gap-2">
      <FormTextField
        control={control}
        name="code"
        label="Have a coupon?"
        placeholder="e.g. FESTIVE10"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        showError
        className="flex-1"
      />
      <Button type="submit" variant="outline" className="mt-6" disabled={apply.isPending}>
        {apply.isPending ? 'Applying...' : 'Apply'}
      </Button>
    </form>
  );
}

function AppliedCouponRow({ coupon, onRemove }: { coupon: AppliedCoupon; onRemove: () => Promise<void> }) {
  const remove = useMutation({ mutationFn: onRemove });
  return (
    <section
      aria-label="Coupon"
      className="space-y-1 rounded-lg border border-dashed border-green-300 px-3 py-2 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-stone-900">
          <TicketPercent className="h-4 w-4 text-green-700" aria-hidden="true" />
          {coupon.code}
          {coupon.problem ? null : <span className="font-normal text-green-700">applied</span>}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove coupon ${coupon.code}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Remove
        </Button>
      </div>
      {coupon.problem ? (
        <p className="text-amber-800">{coupon.problem}</p>
      ) : (
        <p className="text-green-700">{`You save ${formatRupees(coupon.discount)}`}</p>
      )}
      {remove.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(remove.error, REMOVE_FAILED)}
        </p>
      ) : null}
    </section>
  );
}
