import { zodResolver } from '@hookform/resolvers/zod';
import { moderateReviewSchema, REVIEW_MESSAGES, type Review } from '@thindi/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useHideReview } from '../hooks/use-admin-reviews';

// The contract's own limit, and the reason made required: it is mailed to the review's author.
const hideFormSchema = z.object({
  reason: moderateReviewSchema.shape.reason.unwrap().min(1, REVIEW_MESSAGES.hideReason),
});
type HideFields = z.input<typeof hideFormSchema>;

interface HideReviewDialogProps {
  review: Review;
  onClose: () => void;
}

/** 'Hide review': the reason the author will read; the server's refusal stays in the dialog. */
export function HideReviewDialog({ review, onClose }: HideReviewDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HideFields>({ resolver: zodResolver(hideFormSchema), defaultValues: { reason: '' } });
  const hide = useHideReview(review.id);
  const submit = handleSubmit(({ reason }) => hide.mutate(reason, { onSuccess: onClose }));
  const fieldError = errors.reason?.message;
  return (
    <Dialog open onClose={onClose} title="Hide review" variant="centred" dismissible={!hide.isPending}>
      <form noValidate aria-label="Hide review" onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">{`${review.reviewerName} on ${review.productName ?? 'a product'}`}</p>
        <FormAlert message={hide.isError ? errorMessage(hide.error, 'Could not hide the review') : null} />
        <div className="space-y-1">
          <label htmlFor={reasonId} className="block text-sm font-medium text-stone-800">
            Reason<span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            {...register('reason')}
            className={`${INPUT_CLASSES} h-auto py-2`}
          />
          <p className="text-xs text-stone-500">Mailed to the shopper who wrote the review</p>
          {fieldError ? (
            <p id={errorId} className="text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={hide.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={hide.isPending}>
            {hide.isPending ? 'Hiding...' : 'Hide review'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
