import { MediaPatterns, type IngestedImages, type Principal } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FilesRepository } from '../../db/files.repository';
import { MediaModule } from '../../media.module';

/** A form's images through media.images.ingest-all, on PGlite. */
describe('ingesting a form of images', () => {
  const seller: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
  let service: ServiceUnderTest;
  let platform: Platform;

  const incoming = async (bytes: Buffer) => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, bytes, 'application/octet-stream');
    return { key, fileName: 'photo.png' };
  };
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#6a4' } })
      .png()
      .toBuffer();
  const ingestAll = (files: Array<{ key: string; fileName: string }>) =>
    platform.client.command<IngestedImages>(MediaPatterns.ingestImages, { principal: seller, input: { files } });

  beforeAll(async () => {
    service = await startServiceForTest('media', MediaModule);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

  it('keeps every image, in the order sent', async () => {
    const files = [await incoming(await png()), await incoming(await png())];
    const answer = await ingestAll(files);
    expect(answer.files).toHaveLength(2);
    for (const file of answer.files) expect(await platform.storage.stat(file.key)).not.toBeNull();
  });

  it('keeps none when one of them is not an image, and answers why', async () => {
    const files = [await incoming(await png()), await incoming(Buffer.from('%PDF-1.4\n%%EOF\n'))];
    const put = jest.spyOn(platform.storage, 'put');
    await expect(ingestAll(files)).rejects.toMatchObject({ code: 'MEDIA.UNSUPPORTED_FILE' });
    const stored = put.mock.calls.map(([key]) => key).filter((key) => key.startsWith('product-images/'));
    put.mockRestore();
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) expect(await platform.storage.stat(key)).toBeNull();
    expect(await service.app.get(FilesRepository).byKeys(stored)).toEqual([]);
  });

  it('is for sellers and admins when the images are product images', async () => {
    const files = [await incoming(await png())];
    await expect(
      platform.client.command(MediaPatterns.ingestImages, {
        principal: { ...seller, role: 'customer' },
        input: { files },
      }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN', code: 'MEDIA.PURPOSE_NOT_ALLOWED' });
  });
});
