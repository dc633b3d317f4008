import { productImageThumbnailUrl } from '@thindi/contracts';
import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/svg-data-uri';

/** A card's width: half the screen on a phone, a third on a tablet, a quarter of the 1280 px page on a desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 304px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';
/** The product page's main picture: the full width on a phone, half the page beside the details on a desktop. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw';

/**
 * The renditions of a stored product image as a `srcset`: the 400 px one the media service keeps beside each
 * image, and the image itself (at most 1600 px). Undefined for any other picture (a placeholder, a data URI).
 */
export function productImageSrcSet(url: string | null | undefined): string | undefined {
  const thumbnail = url ? productImageThumbnailUrl(url) : undefined;
  return thumbnail ? `${thumbnail} 400w, ${url} 1600w` : undefined;
}

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string | null | undefined;
  alt: string;
}

type Failure = { src: string; all: boolean } | null;

/**
 * A product image in the size the layout needs (`sizes`, cards by default). When a rendition fails to load the
 * image itself is tried, and when that fails too (or the product has none) the shop placeholder shows.
 */
export function ProductImage({ src, alt, sizes = CARD_IMAGE_SIZES, ...props }: ProductImageProps) {
  const [failure, setFailure] = useState<Failure>(null);
  const failed = src && failure?.src === src ? failure : null;
  const usable = src && !failed?.all ? src : PLACEHOLDER_IMAGE;
  const srcSet = failed ? undefined : productImageSrcSet(src);
  return (
    <img
      src={usable}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      decoding="async"
      onError={() => {
        if (usable !== PLACEHOLDER_IMAGE) setFailure({ src: usable, all: !srcSet });
      }}
      {...props}
    />
  );
}
