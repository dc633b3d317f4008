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
  onClose: () => void;
  onCancel: (reason: CancelReason) => void;
}

/** 'Cancel Order' asks why, from a short list, before the order is cancelled. */
export function CancelOrderDialog({ orderNumber, onClose, onCancel }: CancelOrderDialogProps) {
  return (
    <Dialog
      open={orderNumber !== null}
      onClose={onClose}
      title={`Cancel order #${orderNumber ?? ''}?`}
      variant="centred"
    >
      <CancelReasonForm onClose={onClose} onCancel={onCancel} />
    </Dialog>
  );
}

function CancelReasonForm({ onClose, onCancel }: Omit<CancelOrderDialogProps, 'orderNumber'>) {
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
          Keep Order
        </Button>
        <Button type="submit">Cancel Order</Button>
      </div>
    </form>
  );
}
