import { MAX_PRODUCT_IMAGES } from '@thindi/contracts';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { checkImage, TOO_MANY_IMAGES_MESSAGE, type PendingImage } from './product-form-model';

interface ProductImagesFieldProps {
  /** Images already uploaded (edit mode). */
  saved: string[];
  pending: PendingImage[];
  onRemoveSaved: (url: string) => void;
  onChangePending: (pending: PendingImage[]) => void;
  disabled: boolean;
}

/** Object URLs are missing in some test environments; a preview is then simply not shown. */
function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** Up to 5 images in all; each one checked on selection (image files only, at most 5 MB) and previewed. */
export function ProductImagesField({
  saved,
  pending,
  onRemoveSaved,
  onChangePending,
  disabled,
}: ProductImagesFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = (files: File[]) => {
    const problems = files.map(checkImage).filter((p): p is string => p !== null);
    const accepted = files.filter((file) => checkImage(file) === null);
    const room = MAX_PRODUCT_IMAGES - saved.length - pending.length;
    if (accepted.length > room) problems.push(TOO_MANY_IMAGES_MESSAGE);
    setError(problems.length > 0 ? problems.join(' ') : null);
    const added = accepted.slice(0, Math.max(0, room)).map((file) => ({ file, preview: previewOf(file) }));
    if (added.length > 0) onChangePending([...pending, ...added]);
  };

  const removePending = (item: PendingImage) => {
    if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview);
    onChangePending(pending.filter((p) => p !== item));
  };

  const tiles = [
    ...saved.map((url, i) => ({ key: url, src: url, label: `image ${i + 1}`, remove: () => onRemoveSaved(url) })),
    ...pending.map((item) => ({
      key: item.preview || item.file.name,
      src: item.preview || undefined,
      label: item.file.name,
      remove: () => removePending(item),
    })),
  ];

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Product Images<span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:font-semibold file:text-amber-900"
        onChange={(event) => {
          choose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {`Up to ${MAX_PRODUCT_IMAGES} images, each at most 5MB.`}
      </p>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {tiles.length > 0 ? (
        <ul aria-label="Selected images" className="flex flex-wrap gap-3">
          {tiles.map((tile) => (
            <li key={tile.key} className="relative h-20 w-20 overflow-hidden rounded-lg border border-stone-200">
              <ProductImage src={tile.src} alt={tile.label} className="h-full w-full object-cover" />
              <button
                type="button"
                onClick={tile.remove}
                disabled={disabled}
                aria-label={`Remove ${tile.label}`}
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
