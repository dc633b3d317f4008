import { zodResolver } from '@hookform/resolvers/zod';
import { issueEscalateBodySchema, type Issue } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { errorMessage } from '@/lib/api-client';
import { useEscalateTicket } from '../hooks/use-ticket-answer';

type EscalateFields = z.input<typeof issueEscalateBodySchema>;
type Escalation = z.output<typeof issueEscalateBodySchema>;

interface EscalateTicketDialogProps {
  issue: Issue;
  /** When the seller's answer stands as accepted unless the shopper escalates, in India's words. */
  standsOn: string;
  onClose: () => void;
}

/**
 * 'Escalate to the grievance officer': why the shopper does not accept the seller's answer; the officer's word is
 * final. The server's refusal (the offer already stood, say) stays in the dialog with what was typed.
 */
export function EscalateTicketDialog({ issue, standsOn, onClose }: EscalateTicketDialogProps) {
  const { register, handleSubmit, formState } = useForm<EscalateFields, unknown, Escalation>({
    resolver: zodResolver(issueEscalateBodySchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const escalate = useEscalateTicket(issue);
  const submit = handleSubmit(({ reason }) => escalate.mutate(reason, { onSuccess: onClose }));
  const title = 'Escalate to the grievance officer';
  return (
    <Dialog open onClose={onClose} title={title} variant="centred" dismissible={!escalate.isPending}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">
          {`The grievance officer reads your ticket and the seller's answer and decides; that decision is final. Unless you escalate by ${standsOn}, the seller's answer stands as accepted.`}
        </p>
        <FormAlert
          message={escalate.isError ? errorMessage(escalate.error, 'Your ticket could not be escalated') : null}
        />
        <TextAreaField
          label="Why don't you accept the seller's answer?"
          required
          maxLength={2000}
          registration={register('reason')}
          error={formState.errors.reason?.message}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={escalate.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={escalate.isPending}>
            {escalate.isPending ? 'Sending...' : 'Escalate'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
