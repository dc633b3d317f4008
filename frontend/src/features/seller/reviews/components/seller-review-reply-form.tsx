import { zodResolver } from '@hookform/resolvers/zod';
import { reviewReplySchema } from '@thindi/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { bannerMessage } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useReviewReply } from '../hooks/use-seller-reviews';

// The same rules the catalog checks; the review comes from the card the form opened under.
const replyFormSchema = reviewReplySchema.omit({ id: true });
type Fields = z.input<typeof replyFormSchema>;
type Reply = z.output<typeof replyFormSchema>;

interface ReplyFormProps {
  reviewId: string;
  onCancel: () => void;
}

/** The seller's public answer to one review: written once, so the form says so before it is sent. */
export function SellerReviewReplyForm({ reviewId, onCancel }: ReplyFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<Fields, unknown, Reply>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const textId = useId();
  const hintId = `${textId}-hint`;
  const save = useReviewReply(reviewId);
  const send = (reply: Reply) =>
    save.mutate(reply.text, {
      onError: (error) => setError('root.server', { message: errorMessage(error, 'Your reply could not be sent') }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="space-y-2 rounded-lg bg-amber-50 p-3">
      <FormAlert message={bannerMessage(formState.errors)} />
      <label htmlFor={textId} className="block text-sm font-medium text-stone-800">
        Your reply
      </label>
      <textarea
        id={textId}
        rows={3}
        maxLength={1000}
        aria-describedby={hintId}
        {...register('text')}
        className={`${INPUT_CLASSES} h-auto py-2`}
      />
      <p id={hintId} className="text-xs text-stone-600">
        Your reply is public and can be written once.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Sending...' : 'Send reply'}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={save.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
