import { zodResolver } from '@hookform/resolvers/zod';
import { CANCEL_REASONS, type CancelReason } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';

export const CHOOSE_REASON = 'Please choose a reason';

// Nothing is chosen when the dialog opens: the radios start empty (null), and the schema asks for one.
const cancelFormSchema = z.object({
  reason: z
    .enum(CANCEL_REASONS, { error: CHOOSE_REASON })
    .nullable()
    .refine((r) => r !== null, CHOOSE_REASON),
});
type CancelForm = z.input<typeof cancelFormSchema>;

interface CancelOrderDialogProps {
  /** The order being cancelled, by its number; null keeps the dialog closed. */
  orderNumber: string | null;
  /** Cancels only this seller's items (its part of the order) rather than the whole order. */
  sellerName?: string;
  onClose: () => void;
  onCancel: (reason: CancelReason) => void;
}

/** 'Cancel Order', or the cancel of one seller's items, asks why, from a short list, before anything is cancelled. */
export function CancelOrderDialog({ orderNumber, sellerName, onClose, onCancel }: CancelOrderDialogProps) {
  return (
    <Dialog
      open={orderNumber !== null}
      onClose={onClose}
      title={sellerName ? `Cancel the items from ${sellerName}?` : `Cancel order #${orderNumber ?? ''}?`}
      variant="centred"
    >
      {sellerName ? (
        <p className="px-4 pt-4 text-sm text-stone-700">
          Only this seller&apos;s items are cancelled: the rest of order #{orderNumber} goes ahead.
        </p>
      ) : null}
      <CancelReasonForm part={Boolean(sellerName)} onClose={onClose} onCancel={onCancel} />
    </Dialog>
  );
}

interface CancelReasonFormProps extends Pick<CancelOrderDialogProps, 'onClose' | 'onCancel'> {
  part: boolean;
}

function CancelReasonForm({ part, onClose, onCancel }: CancelReasonFormProps) {
  const { register, handleSubmit, formState } = useForm<CancelForm, unknown, z.output<typeof cancelFormSchema>>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: null },
  });
  return (
    <form
      noValidate
      className="space-y-4 p-4"
      onSubmit={handleSubmit(({ reason }) => {
        if (reason) onCancel(reason);
        onClose();
      })}
    >
      <FormAlert message={formState.errors.reason?.message ?? null} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">Why are you cancelling?</legend>
        {CANCEL_REASONS.map((reason) => (
          <label key={reason} className="flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm">
            <input type="radio" value={reason} {...register('reason')} className="h-4 w-4 accent-amber-700" />
            {reason}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {part ? 'Keep Items' : 'Keep Order'}
        </Button>
        <Button type="submit">{part ? 'Cancel Items' : 'Cancel Order'}</Button>
      </div>
    </form>
  );
}
