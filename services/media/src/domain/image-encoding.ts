import { IMAGE_MAX_PX, THUMBNAIL_PX } from '@thindi/contracts';
import sharp from 'sharp';

/** Refuse decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedImage {
  image: Buffer;
  thumbnail: Buffer;
}

const webp = (bytes: Buffer, px: number, quality: number) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, ICC) unless asked to.
    .rotate()
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();

/** The image as served (WebP, at most IMAGE_MAX_PX, upright, no metadata) and its thumbnail. Throws on bytes sharp cannot decode. */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const [image, thumbnail] = await Promise.all([webp(bytes, IMAGE_MAX_PX, 82), webp(bytes, THUMBNAIL_PX, 75)]);
  return { image, thumbnail };
}
