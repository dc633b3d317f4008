import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { formatRupees, orderUtrBodySchema } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormTextField } from '@/components/ui/form-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';

type UtrFields = z.input<typeof orderUtrBodySchema>;

interface MarkPaidDialogProps<TData, TError, TContext> {
  orderNumber: string;
  /** What the shopper was charged; null when the viewer may not see the whole order's total. */
  amount: number | null;
  /** The UTR the shopper gave, which the field starts from. */
  shopperUtr: string | null;
  /** Marks the order paid against the UTR (the admin's or the seller's call); its refusal is shown here. */
  mark: UseMutationResult<TData, TError, string, TContext>;
  onClose: () => void;
}

/** 'Mark paid': the UTR on the bank statement, prefilled with the one the shopper gave; the refusal stays here. */
export function MarkPaidDialog<TData, TError, TContext>({
  orderNumber,
  amount,
  shopperUtr,
  mark,
  onClose,
}: MarkPaidDialogProps<TData, TError, TContext>) {
  const { control, handleSubmit } = useForm<UtrFields, unknown, z.output<typeof orderUtrBodySchema>>({
    resolver: zodResolver(orderUtrBodySchema),
    defaultValues: { utr: shopperUtr ?? '' },
  });
  const submit = handleSubmit(({ utr }) => mark.mutate(utr, { onSuccess: onClose }));
  const paid = amount === null ? 'Paid by UPI' : `${formatRupees(amount)} by UPI`;
  return (
    <Dialog open onClose={onClose} title="Mark paid" variant="centred" dismissible={!mark.isPending}>
      <form noValidate aria-label="Mark paid" onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">
          Order #{orderNumber}: {paid}. Check that this amount reached the account, then enter the UTR it came with.
        </p>
        <FormAlert message={mark.isError ? errorMessage(mark.error, 'Could not mark the order paid') : null} />
        <FormTextField
          control={control}
          name="utr"
          label="UTR"
          inputMode="numeric"
          autoComplete="off"
          required
          showError
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={mark.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending ? 'Saving...' : 'Mark paid'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
