import sharp from 'sharp';
import { encodeImage, imageWork } from './image-encoding';

describe('image re-encoding', () => {
  it('turns a large JPEG with EXIF into an upright WebP of at most 1600 px, without metadata, and a 400 px thumbnail', async () => {
    // EXIF orientation 6: the camera was turned; the stored pixels are 1200 wide and 3000 high once upright.
    const jpeg = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#d35400' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'SECRET' } } })
      .toBuffer();
    const { image, thumbnail } = await encodeImage(jpeg);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await sharp(thumbnail).metadata()).height).toBe(400);
  });

  it('does not enlarge a small image', async () => {
    const png = await sharp({ create: { width: 50, height: 30, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    expect(await sharp((await encodeImage(png)).image).metadata()).toMatchObject({ width: 50, height: 30 });
  });

  it('decodes one image at a time in this process: the others wait their turn, then all are done', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const all = [encodeImage(jpeg), encodeImage(jpeg), encodeImage(jpeg)];
    expect([imageWork.running, imageWork.waiting]).toEqual([1, 2]);
    const done = await Promise.all(all);
    expect(done.map((d) => d.image.length > 0)).toEqual([true, true, true]);
    expect([imageWork.running, imageWork.waiting]).toEqual([0, 0]);
  });

  it('fails on bytes that only look like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    await expect(encodeImage(fake)).rejects.toThrow();
  });
});
