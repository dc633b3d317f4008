/**
 * Product images are stored as the media service's file keys (`product-images/<name>.webp`); the catalog turns
 * them into URLs of the platform's own file route when it answers, so no stored image can point at another host.
 */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
/** The gateway serves public files here (`GET /api/files/<key>`). */
export const FILE_ROUTE = '/api/files/';
/** Lower-case path segments under the folder, one dot before the extension: no `..`, no query, no host. */
const PRODUCT_IMAGE_KEY = /^product-images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;

export const isProductImageKey = (value: string): boolean => PRODUCT_IMAGE_KEY.test(value);

/** The URL a browser loads a stored product image from. */
export const productImageUrl = (key: string): string => `${FILE_ROUTE}${key}`;

/**
 * The key a seller's image entry names: a key itself, or a URL of the platform's own file route (`/api/files/<key>`,
 * what upload answers carry). Anything else (another host, another path) names no image of this shop.
 */
export function productImageKeyOf(value: string): string | undefined {
  const key = value.startsWith(FILE_ROUTE) ? value.slice(FILE_ROUTE.length) : value;
  return isProductImageKey(key) ? key : undefined;
}

export const productImageRefusedMessage = (index: number): string =>
  `images[${index}] must be an image uploaded to this shop`;

/**
 * The 400 px rendition the media service stores beside every product image (`<name>-thumb.webp` next to
 * `<name>.webp`, at most 1600 px): the small candidate of a `srcset`. Undefined for a URL that is not a stored image.
 */
export function productImageThumbnailUrl(url: string): string | undefined {
  const key = productImageKeyOf(url);
  if (!key || !key.endsWith('.webp') || key.endsWith('-thumb.webp')) return undefined;
  return productImageUrl(`${key.slice(0, -'.webp'.length)}-thumb.webp`);
}
