import { MediaPatterns, type OwnedFilesResponse, type Principal, type UploadResponse } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FilesRepository } from '../../db/files.repository';
import { UnclaimedFilesSweeper } from '../../jobs/unclaimed-files.sweeper';
import { MediaModule } from '../../media.module';

/** The media module on PGlite, called through its message handlers. */
describe('media service', () => {
  const seller: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
  const stranger: Principal = { id: randomUUID(), role: 'seller', email: 't@example.in' };
  const admin: Principal = { id: 'admin-1', role: 'admin', email: 'a@example.in' };
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  let service: ServiceUnderTest;
  let platform: Platform;

  const incoming = async (bytes: Buffer) => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, bytes, 'application/octet-stream');
    return { key, fileName: 'file.bin' };
  };
  const send = <T>(pattern: string, principal: Principal, input: unknown) =>
    platform.client.command<T>(pattern, { principal, input });

  beforeAll(async () => {
    service = await startServiceForTest('media', MediaModule);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

  it('keeps an image as WebP with a thumbnail and removes the temporary object', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const input = await incoming(png);
    const { file } = await send<UploadResponse>(MediaPatterns.ingestImage, seller, input);
    expect(file).toMatchObject({ contentType: 'image/webp', key: `product-images/${file.name}` });
    expect(await platform.storage.stat(file.key)).not.toBeNull();
    expect(await platform.storage.stat(input.key)).toBeNull();
  });

  describe('an image with too many pixels', () => {
    let huge: Buffer;
    beforeAll(async () => {
      // 49 megapixels of one colour: a few hundred kB as a PNG, about 150 MB once decoded.
      huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
    }, 30_000);
    const refused = {
      kind: 'PAYLOAD_TOO_LARGE',
      code: 'MEDIA.IMAGE_TOO_LARGE',
      message: 'This image is 7000×7000 pixels; the largest we take is 25 megapixels',
    };

    it('is refused with 413 naming its size, and nothing is kept', async () => {
      const input = await incoming(huge);
      await expect(send(MediaPatterns.ingestImage, seller, input)).rejects.toMatchObject(refused);
      expect(await platform.storage.stat(input.key)).toBeNull();
    });

    it('is refused from its header alone, before any pixel is decoded', async () => {
      // The header and the first bytes only: decoding would fail as "not an image", reading the header does not.
      const head = huge.subarray(0, 4096);
      await expect(send(MediaPatterns.ingestImage, seller, await incoming(head))).rejects.toMatchObject(refused);
    });

    it('is refused as a review photo too', async () => {
      const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
      const photo = { ...(await incoming(huge)), purpose: 'review-photo' };
      await expect(send(MediaPatterns.ingestImage, shopper, photo)).rejects.toMatchObject(refused);
    });
  });

  it("claims only the exact keys of the principal's product images, never a URL naming one", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const { file } = await send<UploadResponse>(MediaPatterns.ingestImage, seller, await incoming(png));
    const { file: document } = await send<UploadResponse>(MediaPatterns.ingestDocument, seller, {
      ...(await incoming(pdf)),
      kind: 'pan',
    });
    const claim = (principal: Principal, keys: string[]) =>
      platform.client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, { principal, input: { keys } });
    const hostile = [`https://attacker.example/api/files/${file.key}`, `/api/files/${file.key}`, document.key];
    expect(await claim(stranger, [file.key])).toEqual({ owned: [] });
    expect(await claim(seller, [file.key, ...hostile])).toEqual({ owned: [file.key] });
  });

  it("keeps a shopper's review photo under review-photos, owned by them, and refuses the wrong sender", async () => {
    const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d35400' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'HOME-ADDRESS' } } })
      .toBuffer();
    const photo = async () => ({ ...(await incoming(jpeg)), purpose: 'review-photo' });
    const { file } = await send<UploadResponse>(MediaPatterns.ingestImage, shopper, await photo());
    expect(file).toMatchObject({ key: `review-photos/${file.name}`, contentType: 'image/webp' });
    expect(file.thumbnailUrl).toBe(`/api/files/review-photos/${file.name.replace('.webp', '-thumb.webp')}`);
    const stored = await platform.storage.get(file.key);
    const bytes = Buffer.concat(await stored!.stream.toArray());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const claim = (principal: Principal) =>
      platform.client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, { principal, input: { keys: [file.key] } });
    expect(await claim({ ...shopper, id: randomUUID() })).toEqual({ owned: [] });
    expect(await claim(shopper)).toEqual({ owned: [file.key] });
    await expect(send(MediaPatterns.ingestImage, seller, await photo())).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(send(MediaPatterns.ingestImage, shopper, await incoming(jpeg))).rejects.toMatchObject({
      kind: 'FORBIDDEN',
      message: 'Only sellers can upload product images',
    });
  });

  it('keeps a KYC document as sent, privately, and lets only the registration discard it', async () => {
    const { file } = await send<UploadResponse>(MediaPatterns.ingestDocument, seller, {
      ...(await incoming(pdf)),
      kind: 'pan',
    });
    expect(file.key).toMatch(/^seller-documents\/pan\/[0-9a-f-]{36}\.pdf$/);
    expect(file.url).toBe('/api/sellers/documents/pan');
    await expect(send(MediaPatterns.delete, seller, { name: file.name })).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(send(MediaPatterns.discardDocument, stranger, { name: file.name })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await send(MediaPatterns.discardDocument, seller, { name: file.name });
    expect(await platform.storage.stat(file.key)).toBeNull();
  });

  it("claims only the seller's own KYC documents, for a profile edit to put in place", async () => {
    const { file: document } = await send<UploadResponse>(MediaPatterns.ingestDocument, seller, {
      ...(await incoming(pdf)),
      kind: 'aadhar',
      provisional: true,
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const { file: image } = await send<UploadResponse>(MediaPatterns.ingestImage, seller, await incoming(png));
    const claim = (principal: Principal, keys: string[]) =>
      platform.client.query<OwnedFilesResponse>(MediaPatterns.claimDocuments, { principal, input: { keys } });
    expect(await claim({ ...seller, id: randomUUID() }, [document.key])).toEqual({ owned: [] });
    expect(await claim({ ...seller, role: 'customer' }, [document.key])).toEqual({ owned: [] });
    expect(await claim(seller, [document.key, image.key, `x/${document.key}`])).toEqual({ owned: [document.key] });
  });

  it('removes an upload no save claimed within a day, thumbnail and all, and keeps every other file', async () => {
    const sweeper = service.app.get(UnclaimedFilesSweeper);
    const files = service.app.get(FilesRepository);
    const document = async (provisional: boolean) =>
      (
        await send<UploadResponse>(MediaPatterns.ingestDocument, seller, {
          ...(await incoming(pdf)),
          kind: 'bank',
          provisional,
        })
      ).file;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const image = async () => (await send<UploadResponse>(MediaPatterns.ingestImage, seller, await incoming(png))).file;
    const [unclaimed, claimed, registered] = [await document(true), await document(true), await document(false)];
    const [unusedImage, usedImage] = [await image(), await image()];
    const claim = (pattern: string, keys: string[]) =>
      platform.client.query<OwnedFilesResponse>(pattern, { principal: seller, input: { keys } });
    expect(await claim(MediaPatterns.claimDocuments, [claimed.key])).toEqual({ owned: [claimed.key] });
    expect(await claim(MediaPatterns.claimFiles, [usedImage.key])).toEqual({ owned: [usedImage.key] });

    // Only what this test uploaded is due (other tests' uploads are older than a day from now, not than 25 hours).
    const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);
    expect(await sweeper.sweep(hours(23))).toBe(0);
    await sweeper.sweep(hours(25));
    const unclaimedThumb = `product-images/${unusedImage.name.replace('.webp', '-thumb.webp')}`;
    expect(await files.byKeys([unclaimed.key, unusedImage.key])).toEqual([]);
    for (const gone of [unclaimed.key, unusedImage.key, unclaimedThumb])
      expect(await platform.storage.stat(gone)).toBeNull();
    for (const kept of [claimed, registered, usedImage]) expect(await platform.storage.stat(kept.key)).not.toBeNull();
    expect((await files.byKeys([claimed.key, registered.key, usedImage.key])).length).toBe(3);
    // A save arriving after the sweep finds nothing to claim: the upload is asked for again.
    expect(await claim(MediaPatterns.claimDocuments, [unclaimed.key])).toEqual({ owned: [] });
    expect(await claim(MediaPatterns.claimFiles, [unusedImage.key])).toEqual({ owned: [] });
  });

  it('removes the record of an unclaimed upload even when its object cannot be deleted now', async () => {
    const sweeper = service.app.get(UnclaimedFilesSweeper);
    const files = service.app.get(FilesRepository);
    const { file } = await send<UploadResponse>(MediaPatterns.ingestDocument, seller, {
      ...(await incoming(pdf)),
      kind: 'pan',
      provisional: true,
    });
    const storageDown = jest.spyOn(platform.storage, 'delete').mockRejectedValue(new Error('store unreachable'));
    try {
      expect(await sweeper.sweep(new Date(Date.now() + 25 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    } finally {
      storageDown.mockRestore();
    }
    expect(await files.byKeys([file.key])).toEqual([]);
    const claim = platform.client.query<OwnedFilesResponse>(MediaPatterns.claimDocuments, {
      principal: seller,
      input: { keys: [file.key] },
    });
    expect(await claim).toEqual({ owned: [] });
  });

  it('answers NOT_FOUND for a temporary key with nothing behind it', async () => {
    await expect(
      send(MediaPatterns.ingestImage, seller, { key: `incoming/${randomUUID()}`, fileName: 'x.png' }),
    ).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it('completes a presigned upload once, for its owner only, and answers the same file again', async () => {
    const grant = await send<{ key: string }>(MediaPatterns.presign, seller, {
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
    });
    await platform.storage.put(grant.key, pdf, 'application/pdf');
    await expect(send(MediaPatterns.completeUpload, stranger, { key: grant.key })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    const first = await send<UploadResponse>(MediaPatterns.completeUpload, seller, { key: grant.key });
    const again = await send<UploadResponse>(MediaPatterns.completeUpload, seller, { key: grant.key });
    expect(first.file).toMatchObject({ contentType: 'application/pdf', key: expect.stringMatching(/^uploads\//) });
    expect(again.file.name).toBe(first.file.name);
  });

  it('shows file info to its owner and an admin only', async () => {
    const grant = await send<{ key: string }>(MediaPatterns.presign, seller, {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    });
    await platform.storage.put(grant.key, pdf, 'application/pdf');
    const { file } = await send<UploadResponse>(MediaPatterns.completeUpload, seller, { key: grant.key });
    await expect(
      platform.client.query(MediaPatterns.info, { principal: admin, input: { name: file.name } }),
    ).resolves.toMatchObject({
      file: { folder: 'uploads', contentType: 'application/pdf' },
    });
    await expect(
      platform.client.query(MediaPatterns.info, { principal: stranger, input: { name: file.name } }),
    ).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
  });

  it('validates every message it receives, whoever sent it', async () => {
    await expect(
      send(MediaPatterns.ingestImage, seller, { key: '../etc/passwd', fileName: 'x' }),
    ).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(
      send(MediaPatterns.presign, seller, { fileName: 'x', contentType: 'image/png', folder: 'seller-documents' }),
    ).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });

  describe('storing a file as a flow', () => {
    const png = () =>
      sharp({ create: { width: 10, height: 10, channels: 3, background: '#eee' } })
        .png()
        .toBuffer();
    /** Records the keys of the final objects the next ingest writes (the temporary one is not among them). */
    const watchPuts = () => {
      const keys: string[] = [];
      const put = platform.storage.put.bind(platform.storage);
      jest.spyOn(platform.storage, 'put').mockImplementation(async (key, body, type) => {
        if (!key.startsWith('incoming/')) keys.push(key);
        return put(key, body, type);
      });
      return keys;
    };
    afterEach(() => jest.restoreAllMocks());

    it('removes the image and its thumbnail when the file record cannot be written', async () => {
      const keys = watchPuts();
      jest.spyOn(service.app.get(FilesRepository), 'insert').mockRejectedValueOnce(new Error('disk full'));
      await expect(send(MediaPatterns.ingestImage, seller, await incoming(await png()))).rejects.toThrow();
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await platform.storage.stat(key)).toBeNull();
    });

    it('keeps trying to remove them in a job when the first removal fails', async () => {
      const keys = watchPuts();
      jest.spyOn(service.app.get(FilesRepository), 'insert').mockRejectedValueOnce(new Error('disk full'));
      const remove = platform.storage.delete.bind(platform.storage);
      jest
        .spyOn(platform.storage, 'delete')
        .mockRejectedValueOnce(new Error('store unreachable'))
        .mockImplementation((key) => remove(key));
      await expect(send(MediaPatterns.ingestImage, seller, await incoming(await png()))).rejects.toThrow();
      await waitUntil('both objects removed', async () =>
        (await Promise.all(keys.map((k) => platform.storage.stat(k)))).every((s) => !s),
      );
      expect(keys).toHaveLength(2);
    });
  });
});
