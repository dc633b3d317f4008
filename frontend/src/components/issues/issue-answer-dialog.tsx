import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { formatRupees, type Issue, type IssueAnswerBody } from '@thindi/contracts';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { issueAnswerFormSchema, type IssueAnswerFields } from './issue-answer.schema';

interface IssueAnswerDialogProps<TData, TError, TContext> {
  issue: Pick<Issue, 'number' | 'value'>;
  title: string;
  /** What happens once it is sent (the shopper may still escalate; the admin's word is final). */
  consequence: string;
  submitLabel: string;
  /** Sends the answer (the seller's or the admin's call); its refusal is shown here. */
  answer: UseMutationResult<TData, TError, IssueAnswerBody, TContext>;
  onClose: () => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A refund (prefilled with, and at most, what the reported lines cost the shopper) or a replacement of the reported
 * items, each with an optional note, or a decline with the reason the shopper is told. The rules are the contract's, checked before anything is sent.
 */
export function IssueAnswerDialog<TData, TError, TContext>({
  issue,
  title,
  consequence,
  submitLabel,
  answer,
  onClose,
}: IssueAnswerDialogProps<TData, TError, TContext>) {
  const id = useId();
  const { control, register, handleSubmit, formState } = useForm<IssueAnswerFields, unknown, IssueAnswerBody>({
    resolver: zodResolver(issueAnswerFormSchema(issue.value)),
    defaultValues: { resolution: 'refund', amount: String(issue.value), note: '', reason: '' },
    reValidateMode: 'onSubmit',
  });
  const resolution = useWatch({ control, name: 'resolution' });
  const errors = formState.errors;
  const submit = handleSubmit((body) => answer.mutate(body, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} title={title} variant="centred" dismissible={!answer.isPending}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">
          {`The reported items cost the shopper ${formatRupees(issue.value)}. ${consequence}`}
        </p>
        <FormAlert message={answer.isError ? errorMessage(answer.error, 'Your answer could not be sent') : null} />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-stone-800">Your answer</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="refund" {...register('resolution')} />
            Refund
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="replacement" {...register('resolution')} />
            Replacement
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="decline" {...register('resolution')} />
            Decline
          </label>
        </fieldset>
        {resolution === 'refund' ? (
          <FormTextField
            control={control}
            name="amount"
            label="Refund (₹)"
            inputMode="decimal"
            required
            showError
            hint={`At most ${formatRupees(issue.value)}`}
          />
        ) : null}
        {resolution === 'replacement' ? (
          <p className="text-sm text-stone-700">
            The reported items are sent again at no charge: their stock is held now, and the seller ships them once the
            ticket is settled.
          </p>
        ) : null}
        {resolution !== 'decline' ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-note`} className="block text-sm font-medium text-stone-800">
              Note to the shopper (optional)
            </label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={1000}
              {...register('note')}
              className={`${INPUT_CLASSES} h-auto py-2`}
            />
          </div>
        ) : (
          <div className="space-y-1">
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-800">
              Reason<span aria-hidden="true"> *</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={1000}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : `${id}-reason-hint`}
              {...register('reason')}
              className={`${INPUT_CLASSES} h-auto py-2`}
            />
            <p id={`${id}-reason-hint`} className="text-xs text-stone-500">
              The shopper is told this reason
            </p>
            <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={answer.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={answer.isPending}>
            {answer.isPending ? 'Sending...' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
