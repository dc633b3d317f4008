import { directUploadSecret, signDirectUpload } from '@thindi/platform';
import sharp from 'sharp';
import { startStandalone, type TestApp } from './standalone-app';
import { multipart, PDF, registerSeller, type FilePart as Part } from './seller-helpers';

/** Uploads over HTTP: product images re-encoded by the media service, presigned (direct) uploads, file info and delete. */
let app: TestApp;
let jpeg: Buffer;
let png: Buffer;
let owner: string;
let other: string;
const pdf = PDF;

const http = () => app.app.getHttpAdapter().getInstance();
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function upload(url: string, files: Part[], token = owner) {
  const body = await multipart({}, files);
  return http().inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth(token) } });
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: object) =>
  http().inject({ method, url, payload: body, headers: auth(token) });

/** A registered seller's token (registration is the only way to a seller account). */
const sellerToken = async () => (await registerSeller(app, 'Snack Co', 'Ravi')).token;

beforeAll(async () => {
  app = await startStandalone({ SEED_DEMO: 'false' });
  jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#e67e22' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'SECRET-EXIF-MARK', ImageDescription: 'home of the seller' } } })
    .toBuffer();
  png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#27ae60' } })
    .png()
    .toBuffer();
  owner = await sellerToken();
  other = await sellerToken();
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/upload/image', () => {
  it('re-encodes a product image to WebP of at most 1600 px, without its EXIF, with a 400 px thumbnail', async () => {
    expect(jpeg.includes('SECRET-EXIF-MARK')).toBe(true);
    const res = await upload('/api/upload/image', [
      { field: 'image', name: 'murukku.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(res.statusCode).toBe(201);
    const { file } = res.json();
    expect(file).toMatchObject({
      url: expect.stringMatching(/^\/api\/files\/product-images\/[0-9a-f-]{36}\.webp$/),
      contentType: 'image/webp',
    });
    const stored = await call('GET', file.url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes('SECRET-EXIF-MARK')).toBe(false);
    const thumb = await call('GET', file.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses a PDF renamed .jpg with 415', async () => {
    const res = await upload('/api/upload/image', [
      { field: 'image', name: 'photo.jpg', type: 'image/jpeg', bytes: pdf },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('File photo.jpg is not an image.');
  });

  it('refuses an empty file with 400', async () => {
    const res = await upload('/api/upload/image', [
      { field: 'image', name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File empty.png is empty.');
  });

  it('refuses a file above 5 MB with 413', async () => {
    const res = await upload('/api/upload/image', [
      { field: 'image', name: 'big.png', type: 'image/png', bytes: Buffer.alloc(6 * 1024 * 1024, 7) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 5MB');
  });

  it('needs a seller or admin token', async () => {
    expect(
      (await upload('/api/upload/image', [{ field: 'image', name: 'a.png', type: 'image/png', bytes: png }], ''))
        .statusCode,
    ).toBe(401);
    const customer = app.platform.tokens.sign({ id: 'x', role: 'customer', email: 'c@example.in' });
    expect(
      (await upload('/api/upload/image', [{ field: 'image', name: 'a.png', type: 'image/png', bytes: png }], customer))
        .statusCode,
    ).toBe(403);
  });
});

describe('an image of too many pixels', () => {
  it('refuses a 49-megapixel PNG with 413 and its size in a sentence, before decoding it', async () => {
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await upload('/api/upload/images', [
      { field: 'images', name: 'huge.png', type: 'image/png', bytes: huge },
      { field: 'images', name: 'p.png', type: 'image/png', bytes: png },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'This image is 7000×7000 pixels; the largest we take is 25 megapixels',
      code: 'MEDIA.IMAGE_TOO_LARGE',
    });
  });
});

describe('uploads per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startStandalone({ SEED_DEMO: 'false', RATE_LIMIT_UPLOADS: '3' });
  }, 300_000);
  afterAll(() => limited?.stop());

  const send = async (url: string, files: Part[], token: string) => {
    const body = await multipart({}, files);
    const headers = { ...body.headers, authorization: `Bearer ${token}` };
    return limited.app.getHttpAdapter().getInstance().inject({ method: 'POST', url, payload: body.payload, headers });
  };
  const image = (field: string, i: number): Part => ({ field, name: `p${i}.png`, type: 'image/png', bytes: png });

  it('takes a few images from one account, then answers 429 with a sentence; another account goes on', async () => {
    const seller = (await registerSeller(limited, 'Busy Snacks', 'Ravi')).token;
    expect(
      (
        await send(
          '/api/upload/images',
          [1, 2].map((i) => image('images', i)),
          seller,
        )
      ).statusCode,
    ).toBe(201);
    expect((await send('/api/upload/image', [image('image', 3)], seller)).statusCode).toBe(201);
    const refused = await send('/api/upload/image', [image('image', 4)], seller);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many uploads: each account may upload 3 images every 10 minutes. Please try again later.',
      code: 'REQUEST.RATE_LIMITED',
    });
    const presigned = await limited.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/upload/presigned-url',
        payload: { fileName: 'x.png', contentType: 'image/png' },
        headers: { authorization: `Bearer ${seller}` },
      });
    expect(presigned.statusCode).toBe(429);

    const other = (await registerSeller(limited, 'Calm Snacks', 'Anu')).token;
    expect((await send('/api/upload/image', [image('image', 5)], other)).statusCode).toBe(201);
  });

  it('counts uploads sent at once exactly: of five racing images, three are taken', async () => {
    const seller = (await registerSeller(limited, 'Racing Snacks', 'Ravi')).token;
    const sent = await Promise.all([1, 2, 3, 4, 5].map((i) => send('/api/upload/image', [image('image', i)], seller)));
    expect(sent.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('POST /api/upload/images', () => {
  const image = (i: number): Part => ({ field: 'images', name: `p${i}.png`, type: 'image/png', bytes: png });

  it('takes up to five images at once', async () => {
    const res = await upload('/api/upload/images', [1, 2, 3].map(image));
    expect(res.statusCode).toBe(201);
    expect(res.json().files).toHaveLength(3);
  });

  it('refuses six images', async () => {
    const res = await upload('/api/upload/images', [1, 2, 3, 4, 5, 6].map(image));
    expect(res.statusCode).toBe(400);
  });

  it('keeps none when one of them is not an image', async () => {
    const res = await upload('/api/upload/images', [
      image(1),
      { field: 'images', name: 'x.png', type: 'image/png', bytes: pdf },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('File x.png is not an image.');
  });
});

describe('presigned uploads (standalone: signed direct PUT to the gateway)', () => {
  const presign = (body: object, token = owner) => call('POST', '/api/upload/presigned-url', token, body);
  const put = (url: string, bytes: Buffer, type = 'image/png') =>
    http().inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': type } });

  it('hands out a signed URL; the PUT stores the file, checked and re-encoded, and completing answers the same file', async () => {
    const res = await presign({ fileName: 'ladoo.png', contentType: 'image/png', folder: 'product-images' });
    expect(res.statusCode).toBe(201);
    const grant = res.json();
    expect(grant).toMatchObject({
      success: true,
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      key: expect.stringMatching(/^incoming\//),
    });
    expect(grant.uploadUrl).toMatch(/^\/api\/upload\/direct\/incoming\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const stored = await put(grant.uploadUrl, png);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().file.contentType).toBe('image/webp');
    const done = await call('POST', '/api/upload/presigned-url/complete', owner, { key: grant.key });
    expect(done.statusCode).toBe(201);
    expect(done.json().file.name).toBe(stored.json().file.name);
  });

  it('refuses a tampered signature and an expired link with 403', async () => {
    const grant = (await presign({ fileName: 'a.png', contentType: 'image/png' })).json();
    const tampered = grant.uploadUrl.replace(/signature=./, (m: string) =>
      m.endsWith('A') ? 'signature=B' : 'signature=A',
    );
    expect((await put(tampered, png)).statusCode).toBe(403);
    const past = Date.now() - 1000;
    const signature = signDirectUpload(directUploadSecret(app.platform.config), grant.key, past);
    const expired = await put(`/api/upload/direct/${grant.key}?expires=${past}&signature=${signature}`, png);
    expect(expired.statusCode).toBe(403);
  });

  it('refuses a claimed type that is not allowed, and checks the bytes of what arrives', async () => {
    expect((await presign({ fileName: 'a.html', contentType: 'text/html' })).statusCode).toBe(415);
    const grant = (await presign({ fileName: 'scan.pdf', contentType: 'application/pdf' })).json();
    const res = await put(grant.uploadUrl, Buffer.from('<html>not a pdf</html>'), 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('File type not allowed. Allowed types: jpeg, jpg, png, pdf');
  });

  it('refuses a body above 5 MB with 413', async () => {
    const grant = (await presign({ fileName: 'a.pdf', contentType: 'application/pdf' })).json();
    const res = await put(grant.uploadUrl, Buffer.alloc(6 * 1024 * 1024, 1), 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 5MB');
  });

  it("does not let another seller complete someone else's upload", async () => {
    const grant = (await presign({ fileName: 'a.png', contentType: 'image/png' })).json();
    expect((await call('POST', '/api/upload/presigned-url/complete', other, { key: grant.key })).statusCode).toBe(404);
  });
});

describe('file info and delete', () => {
  let name: string;

  beforeAll(async () => {
    name = (
      await upload('/api/upload/image', [{ field: 'image', name: 'mine.png', type: 'image/png', bytes: png }])
    ).json().file.name;
  });

  it('shows the owner its file', async () => {
    const res = await call('GET', `/api/upload/file/${name}/info`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().file).toMatchObject({
      name,
      folder: 'product-images',
      contentType: 'image/webp',
      url: `/api/files/product-images/${name}`,
    });
  });

  it('refuses another seller with 403 and no token with 401', async () => {
    expect((await call('GET', `/api/upload/file/${name}/info`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/upload/file/${name}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/upload/file/${name}/info`)).statusCode).toBe(401);
  });

  it('lets the owner delete it; then it is gone', async () => {
    expect((await call('DELETE', `/api/upload/file/${name}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/upload/file/${name}/info`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/files/product-images/${name}`)).statusCode).toBe(404);
  });
});
