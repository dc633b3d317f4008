import { FILE_ROUTE } from './product-image';

/**
 * Review photos are stored as the media service's file keys (`review-photos/<name>.webp`, with the 400 px
 * `<name>-thumb.webp` beside each); the catalog answers them as URLs of the platform's own file route.
 */
export const REVIEW_PHOTO_FOLDER = 'review-photos';
const REVIEW_PHOTO_KEY = /^review-photos\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.webp$/;

export const isReviewPhotoKey = (value: string): boolean =>
  REVIEW_PHOTO_KEY.test(value) && !value.endsWith('-thumb.webp');

/** The key a review form's photo entry names: a key itself or a URL of the file route; undefined otherwise. */
export function reviewPhotoKeyOf(value: string): string | undefined {
  const key = value.startsWith(FILE_ROUTE) ? value.slice(FILE_ROUTE.length) : value;
  return isReviewPhotoKey(key) ? key : undefined;
}

/** The photo and its thumbnail, as a browser loads them. */
export function reviewPhotoUrls(key: string): { url: string; thumbnailUrl: string } {
  return { url: `${FILE_ROUTE}${key}`, thumbnailUrl: `${FILE_ROUTE}${key.slice(0, -'.webp'.length)}-thumb.webp` };
}
