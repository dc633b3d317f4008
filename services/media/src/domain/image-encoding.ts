import { IMAGE_MAX_PX, THUMBNAIL_PX } from '@thindi/contracts';
import { createConcurrencyLimit } from '@thindi/platform';
import sharp from 'sharp';

/**
 * The most pixels an image may have: a product photo or a review photo needs far less (a 6000×4000 camera photo
 * is 24 MP). A PNG of one colour can claim 7000×7000 in a few hundred kB and take 150 MB to decode.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** How many images one process decodes at once, and how many may wait for their turn. */
const IMAGE_WORK_AT_ONCE = 1;
const IMAGE_WORK_WAITING = 40;

// One libvips thread per image and no cache of decoded images: the memory used for an upload is given back after it.
sharp.concurrency(1);
sharp.cache(false);

/** The image work of this process: the queue its decoding waits in. */
export const imageWork = createConcurrencyLimit({
  max: IMAGE_WORK_AT_ONCE,
  maxWaiting: IMAGE_WORK_WAITING,
  busyMessage: 'We are processing many images right now. Please try again in a minute.',
});

export interface EncodedImage {
  image: Buffer;
  thumbnail: Buffer;
}

/** Width and height from the image's header, without decoding a pixel; undefined when it has none sharp reads. */
export async function imageDimensions(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
}

/** 'This image is 7000×7000 pixels; the largest we take is 25 megapixels'. */
export const tooManyPixelsMessage = ({ width, height }: { width: number; height: number }): string =>
  `This image is ${width}×${height} pixels; the largest we take is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

const webp = (image: sharp.Sharp, quality: number) => image.webp({ quality }).toBuffer();
const inside = (px: number) => ({ width: px, height: px, fit: 'inside' as const, withoutEnlargement: true });

/** Decodes once, at most IMAGE_MAX_PX, upright; both sizes are encoded from that. */
async function encode(bytes: Buffer): Promise<EncodedImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, ICC) unless asked to.
    .rotate()
    .resize(inside(IMAGE_MAX_PX))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [image, thumbnail] = await Promise.all([
    webp(sharp(data, raw), 82),
    webp(sharp(data, raw).resize(inside(THUMBNAIL_PX)), 75),
  ]);
  return { image, thumbnail };
}

/**
 * The image as served (WebP, at most IMAGE_MAX_PX, upright, no metadata) and its thumbnail, decoded in this
 * process's image queue. Throws on bytes sharp cannot decode and on more than MAX_IMAGE_PIXELS.
 */
export const encodeImage = (bytes: Buffer): Promise<EncodedImage> => imageWork.run(() => encode(bytes));
