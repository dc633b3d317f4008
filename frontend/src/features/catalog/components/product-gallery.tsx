import { useState } from 'react';
import { GALLERY_IMAGE_SIZES, ProductImage } from '@/components/ui/product-image';
import { cx } from '@/lib/cx';

/** Main image plus thumbnails; a click on a thumbnail shows that image. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-amber-100 bg-cream-100">
        <ProductImage
          src={current}
          alt={name}
          fetchPriority="high"
          sizes={GALLERY_IMAGE_SIZES}
          width={800}
          height={800}
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, index) => (
            <li key={`${image}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={cx(
                  'h-16 w-16 overflow-hidden rounded-lg border-2 bg-cream-100 sm:h-20 sm:w-20',
                  index === selected ? 'border-amber-700' : 'border-transparent hover:border-amber-300',
                )}
              >
                <ProductImage
                  src={image}
                  alt=""
                  sizes="80px"
                  width={80}
                  height={80}
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
