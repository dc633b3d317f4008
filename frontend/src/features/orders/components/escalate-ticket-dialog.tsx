import { zodResolver } from '@hookform/resolvers/zod';
import { issueEscalateBodySchema, type Issue } from '@thindi/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { INPUT_CLASSES } from '@/components/ui/text-field';
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
  const id = useId();
  const { register, handleSubmit, formState } = useForm<EscalateFields, unknown, Escalation>({
    resolver: zodResolver(issueEscalateBodySchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const escalate = useEscalateTicket(issue);
  const submit = handleSubmit(({ reason }) => escalate.mutate(reason, { onSuccess: onClose }));
  const fieldError = formState.errors.reason?.message;
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
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-800">
            Why don&apos;t you accept the seller&apos;s answer?<span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={2000}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            {...register('reason')}
            className={`${INPUT_CLASSES} h-auto py-2`}
          />
          {fieldError ? (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
        </div>
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
