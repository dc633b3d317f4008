import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, type SetCommissionInput } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { useFinanceChange } from '../hooks/use-admin-finance';
import { commissionFormSchema, type CommissionFields } from './finance-model';

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/**
 * Sets a storefront category's commission from a date (today when left empty). The contract's rules (0 to 30%,
 * two decimals) are checked before anything is sent.
 */
export function CommissionForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { control, register, handleSubmit, reset } = useForm<CommissionFields, unknown, SetCommissionInput>({
    resolver: zodResolver(commissionFormSchema),
    defaultValues: { category: CATEGORIES[0], ratePercent: '', validFrom: '' },
  });
  const save = useFinanceChange('commission', adminApi.setCommission);
  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        reset({ category: input.category, ratePercent: '', validFrom: '' });
        onSaved(`Commission for ${categoryLabel(input.category)} set to ${input.ratePercent}%`);
      },
    }),
  );
  return (
    <form
      noValidate
      aria-label="Set a category's commission"
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <FormAlert message={save.isError ? errorMessage(save.error, 'Could not set the commission') : null} />
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="space-y-1 text-sm font-medium text-stone-800">
          <span className="block">Category</span>
          <select {...register('category')} className={INPUT_CLASSES}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </label>
        <FormTextField control={control} name="ratePercent" label="Rate %" inputMode="decimal" showError />
        <FormTextField
          control={control}
          name="validFrom"
          label="Valid from"
          type="date"
          hint="Leave empty for today"
          showError
        />
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Set commission'}
      </Button>
    </form>
  );
}
