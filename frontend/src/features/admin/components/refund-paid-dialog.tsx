import { zodResolver } from '@hookform/resolvers/zod';
import type { Refund } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useMarkRefundPaid } from '../hooks/use-admin-refunds';
import { formatPaise } from './finance-model';
import { payToText, refundUtrFormSchema, type RefundUtrFields, type RefundUtrValues } from './refund-model';

const TITLE = 'Mark refunded';

/**
 * 'Mark refunded': the UTR of the UPI transfer that sent the money back, checked by the contract's rule before it
 * is sent. The server's refusal (a UTR already used, a refund settled meanwhile) stays here with what was typed.
 */
export function RefundPaidDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  const { control, handleSubmit } = useForm<RefundUtrFields, unknown, RefundUtrValues>({
    resolver: zodResolver(refundUtrFormSchema),
    defaultValues: { utr: '' },
  });
  const save = useMarkRefundPaid(refund.id);
  const submit = handleSubmit(({ utr }) => save.mutate(utr, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} title={TITLE} variant="centred" dismissible={!save.isPending}>
      <form noValidate aria-label={TITLE} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">{`Order #${refund.orderNumber} · ${formatPaise(refund.amountPaise)}`}</p>
        <p className="text-sm text-stone-700">{`Pay to: ${payToText(refund)}`}</p>
        <p className="text-sm text-stone-700">Send the refund by UPI, then enter the UTR of that transfer.</p>
        <FormAlert message={save.isError ? errorMessage(save.error, 'Could not mark the refund paid') : null} />
        <FormTextField
          control={control}
          name="utr"
          label="UTR"
          hint="The transfer's reference: 12 to 22 letters and digits"
          autoComplete="off"
          required
          showError
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : TITLE}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
