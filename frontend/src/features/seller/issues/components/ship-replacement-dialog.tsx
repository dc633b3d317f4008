import { zodResolver } from '@hookform/resolvers/zod';
import { replacementMoveBodySchema, type Issue, type ReplacementMoveBody } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useMoveReplacement } from '../hooks/use-seller-issues';

const [shippedMove] = replacementMoveBodySchema.options;

/**
 * The contract's rules for shipping a replacement, checked before anything is sent: a tracking number (an empty box
 * says it is required), and a carrier left out when it is left empty.
 */
const shipReplacementFormSchema = z
  .object({
    trackingNumber: z.string().trim().min(1, 'Tracking number is required').pipe(shippedMove.shape.trackingNumber),
    carrier: z
      .string()
      .trim()
      .transform((typed) => (typed === '' ? undefined : typed))
      .pipe(shippedMove.shape.carrier),
  })
  .transform(({ trackingNumber, carrier }): ReplacementMoveBody => ({
    status: 'shipped',
    trackingNumber,
    ...(carrier ? { carrier } : {}),
  }));
type ShipFields = z.input<typeof shipReplacementFormSchema>;

interface ShipReplacementDialogProps {
  issue: Pick<Issue, 'number'>;
  onClose: () => void;
}

/**
 * The seller ships the replacement a ticket was settled with: its tracking number and, optionally, the carrier,
 * which the shopper then sees on the ticket. A refusal (shipped meanwhile) stays in the dialog with what was typed.
 */
export function ShipReplacementDialog({ issue, onClose }: ShipReplacementDialogProps) {
  const move = useMoveReplacement(issue.number);
  const { control, handleSubmit } = useForm<ShipFields, unknown, ReplacementMoveBody>({
    resolver: zodResolver(shipReplacementFormSchema),
    defaultValues: { trackingNumber: '', carrier: '' },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((body) => move.mutate(body, { onSuccess: onClose }));
  const title = `Ship replacement for ${issue.number}`;
  return (
    <Dialog open onClose={onClose} title={title} variant="centred" dismissible={!move.isPending}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">The shopper sees the tracking number on the ticket.</p>
        <FormAlert
          message={move.isError ? errorMessage(move.error, 'The replacement could not be marked shipped') : null}
        />
        <FormTextField
          control={control}
          name="trackingNumber"
          label="Tracking number"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          required
          showError
        />
        <FormTextField
          control={control}
          name="carrier"
          label="Carrier (optional)"
          autoComplete="off"
          maxLength={60}
          showError
          hint="Like India Post or DTDC"
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Sending...' : 'Mark shipped'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
