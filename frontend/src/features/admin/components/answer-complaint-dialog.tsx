import { zodResolver } from '@hookform/resolvers/zod';
import type { Issue } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { errorMessage } from '@/lib/api-client';
import { useAnswerComplaint } from '../hooks/use-admin-support';

// The contract's rule for the officer's reply, checked before anything is sent.
const replyFormSchema = z.object({
  reply: z
    .string()
    .trim()
    .min(10, 'Please answer the shopper in at least 10 characters')
    .max(4000, 'reply must be at most 4000 characters'),
});
type ReplyFields = z.input<typeof replyFormSchema>;
type Reply = z.output<typeof replyFormSchema>;

interface AnswerComplaintDialogProps {
  issue: Pick<Issue, 'number'>;
  onClose: () => void;
}

/**
 * The grievance officer answers a complaint not about one order: the answer settles the ticket and is mailed to the
 * shopper. A refusal (answered meanwhile by another admin) stays in the dialog with what was typed.
 */
export function AnswerComplaintDialog({ issue, onClose }: AnswerComplaintDialogProps) {
  const answer = useAnswerComplaint(issue.number);
  const { register, handleSubmit, formState } = useForm<ReplyFields, unknown, Reply>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { reply: '' },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(({ reply }) => answer.mutate(reply, { onSuccess: onClose }));
  const title = `Answer complaint ${issue.number}`;
  return (
    <Dialog open onClose={onClose} title={title} variant="centred" dismissible={!answer.isPending}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">
          Your answer settles the complaint and is mailed to the shopper, who sees it on the ticket.
        </p>
        <FormAlert message={answer.isError ? errorMessage(answer.error, 'Your answer could not be sent') : null} />
        <TextAreaField
          label="Your answer"
          required
          rows={5}
          maxLength={4000}
          registration={register('reply')}
          error={formState.errors.reply?.message}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={answer.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={answer.isPending}>
            {answer.isPending ? 'Sending...' : 'Answer'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
