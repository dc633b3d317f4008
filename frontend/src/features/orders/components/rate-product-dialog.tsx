import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { createReviewSchema } from '@thindi/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { ordersApi } from '../api/orders.api';
import { ReviewPhotosField, uploadPhotos, type PickedPhoto } from './review-photos-field';

// The form asks for what the shopper writes; the order and the product come from the line that was rated.
const reviewFormSchema = createReviewSchema.omit({ productId: true, orderId: true });
type Fields = z.input<typeof reviewFormSchema>;
type Review = z.output<typeof reviewFormSchema>;

interface RateProductDialogProps {
  orderId: string;
  productId: string;
  productName: string;
  onClose: () => void;
  /** `withPhotos`: the review has photos, which an admin checks before everyone sees them. */
  onReviewed: (withPhotos: boolean) => void;
}

/**
 * 'Rate this product': stars, an optional title, the review and up to 3 photos, uploaded when the review is sent;
 * the server's refusal (of a photo or of the review) stays in the dialog.
 */
export function RateProductDialog({ orderId, productId, productName, onClose, onReviewed }: RateProductDialogProps) {
  const { control, register, handleSubmit, setError, formState } = useForm<Fields, unknown, Review>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { title: '', text: '' },
    reValidateMode: 'onSubmit',
  });
  const textId = useId();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const save = useMutation({
    mutationFn: async (review: Review) => {
      const photoUrls = await uploadPhotos(photos, setPhotos);
      return ordersApi.review(productId, {
        orderId,
        rating: review.rating,
        title: review.title || undefined,
        text: review.text,
        ...(photoUrls.length > 0 ? { photos: photoUrls } : {}),
      });
    },
    onSuccess: () => onReviewed(photos.length > 0),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Your review could not be saved') }),
  });

  return (
    <Dialog open variant="centred" title={`Rate ${productName}`} onClose={onClose} dismissible={!save.isPending}>
      <form noValidate onSubmit={handleSubmit((review) => save.mutate(review))} className="space-y-4">
        <FormAlert message={bannerMessage(formState.errors)} />
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput label="Your rating" value={field.value ?? null} onChange={field.onChange} />
          )}
        />
        <FormTextField control={control} name="title" label="Title (optional)" maxLength={100} />
        <div className="space-y-1">
          <label htmlFor={textId} className="block text-sm font-medium text-stone-800">
            Your review<span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={textId}
            required
            rows={4}
            maxLength={1000}
            {...register('text')}
            className={`${INPUT_CLASSES} h-auto py-2`}
          />
        </div>
        <ReviewPhotosField photos={photos} onChange={setPhotos} disabled={save.isPending} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Sending...' : 'Submit review'}
        </Button>
      </form>
    </Dialog>
  );
}
