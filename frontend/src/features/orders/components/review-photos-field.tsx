import { MAX_REVIEW_PHOTOS, MAX_UPLOAD_BYTES, REVIEW_MESSAGES } from '@thindi/contracts';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { ordersApi } from '../api/orders.api';

/** A photo the shopper picked; `url` once the server has stored it, so a second try does not upload it again. */
export interface PickedPhoto {
  file: File;
  preview: string;
  url?: string;
}

interface ReviewPhotosFieldProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled: boolean;
}

/** Object URLs are missing in some test environments; a preview is then simply not shown. */
function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function checkPhoto(file: File): string | null {
  if (!file.type.startsWith('image/')) return `File ${file.name} is not an image.`;
  if (file.size > MAX_UPLOAD_BYTES) return `File ${file.name} is too large. Maximum size is 5MB.`;
  return null;
}

/** Up to 3 photos, each checked on selection (images only, at most 5 MB) and previewed with its Remove button. */
export function ReviewPhotosField({ photos, onChange, disabled }: ReviewPhotosFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= MAX_REVIEW_PHOTOS;

  const choose = (files: File[]) => {
    const problems = files.map(checkPhoto).filter((p): p is string => p !== null);
    const accepted = files.filter((file) => checkPhoto(file) === null);
    const room = MAX_REVIEW_PHOTOS - photos.length;
    if (accepted.length > room) problems.push(REVIEW_MESSAGES.photos);
    setError(problems.length > 0 ? problems.join(' ') : null);
    const added = accepted.slice(0, Math.max(0, room)).map((file) => ({ file, preview: previewOf(file) }));
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    if (photo.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.preview);
    setError(null);
    onChange(photos.filter((p) => p !== photo));
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {`Add photos (up to ${MAX_REVIEW_PHOTOS})`}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || full}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:font-semibold file:text-amber-900"
        onChange={(event) => {
          choose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        Each at most 5MB. Photos are shown once they are checked.
      </p>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {photos.length > 0 ? (
        <ul aria-label="Your photos" className="flex flex-wrap gap-3">
          {photos.map((photo, i) => (
            <li
              key={photo.preview || `${i}-${photo.file.name}`}
              className="relative h-20 w-20 overflow-hidden rounded-lg border border-stone-200"
            >
              <ProductImage
                src={photo.preview || undefined}
                alt={photo.file.name}
                className="h-full w-full object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={`Remove ${photo.file.name}`}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-0.5 text-stone-700 hover:text-red-700"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The URLs of the picked photos, uploading those not stored yet: when the review (or the report) itself is
 * refused, sending it again does not upload the same photos twice.
 */
export async function uploadPhotos(photos: PickedPhoto[], keep: (photos: PickedPhoto[]) => void): Promise<string[]> {
  const fresh = photos.filter((photo) => !photo.url);
  if (fresh.length === 0) return photos.map((photo) => photo.url!);
  const urls = await ordersApi.uploadReviewPhotos(fresh.map((photo) => photo.file));
  const stored = photos.map((photo) => (photo.url ? photo : { ...photo, url: urls[fresh.indexOf(photo)] }));
  keep(stored);
  return stored.map((photo) => photo.url!);
}
