import {
  DEMO_SELLERS,
  type ReviewListResponse,
  type ReviewPhotoUploadResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import sharp from 'sharp';
import { address, demoSellerTokens, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { multipart, PDF } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** Review photos over HTTP: uploaded by shoppers, stripped of their metadata, shown publicly once approved. */
const ADMIN = { email: 'photos-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let seller: string;
let shopper: { token: string };
let stranger: { token: string };
let product: DemoProduct;
let orderId = '';
let jpeg: Buffer;

const http = () => app.app.getHttpAdapter().getInstance();
const json = <T>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<{ status: number; body: T & { message?: string } }>;

async function uploadPhotos(token: string, files: { name: string; bytes: Buffer; type?: string }[]) {
  const body = await multipart(
    {},
    files.map((f) => ({ field: 'photos', name: f.name, type: f.type ?? 'image/jpeg', bytes: f.bytes })),
  );
  const res = await http().inject({
    method: 'POST',
    url: '/api/reviews/photos',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as ReviewPhotoUploadResponse & { message: string } };
}

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'SHOPPER-HOME-MARK' } } })
    .toBuffer();
  [seller] = await demoSellerTokens(app);
  [product] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, product.id, 100);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  const placed = await send(app, 'POST', '/api/orders', shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  expect(placed.status).toBe(201);
  orderId = placed.body.order.id;
  for (const status of ['shipped', 'delivered']) {
    expect((await send(app, 'PATCH', `/api/orders/${orderId}/status`, seller, { status })).status).toBe(200);
  }
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/reviews/photos', () => {
  it("keeps a shopper's photo as WebP without the camera's metadata, with a 400 px thumbnail", async () => {
    expect(jpeg.includes('SHOPPER-HOME-MARK')).toBe(true);
    const up = await uploadPhotos(shopper.token, [{ name: 'plate.jpg', bytes: jpeg }]);
    expect(up.status).toBe(201);
    const [file] = up.body.files;
    expect(file.url).toMatch(/^\/api\/files\/review-photos\/[0-9a-f-]{36}\.webp$/);
    const stored = await http().inject({ method: 'GET', url: file.url });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes('SHOPPER-HOME-MARK')).toBe(false);
    const thumb = await http().inject({ method: 'GET', url: file.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('is for shoppers only: a seller gets 403', async () => {
    const up = await uploadPhotos(seller, [{ name: 'plate.jpg', bytes: jpeg }]);
    expect(up.status).toBe(403);
  });

  it('refuses a fourth photo with 400, and a file that is not an image naming it', async () => {
    const four = await uploadPhotos(
      shopper.token,
      ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.jpg`, bytes: jpeg })),
    );
    expect(four.status).toBe(400);
    expect(four.body.message).toBe('You can add at most 3 photos');
    const pdf = await uploadPhotos(shopper.token, [
      { name: 'plate.jpg', bytes: jpeg },
      { name: 'bill.jpg', bytes: PDF },
    ]);
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe('File bill.jpg is not an image.');
  });
});

describe('a review with photos', () => {
  const review = (photos: string[]) =>
    json<ReviewResponse>('POST', `/api/products/${product.id}/reviews`, shopper.token, {
      orderId,
      rating: 5,
      text: 'Look at that colour.',
      photos,
    });
  const listed = async (id: string) =>
    (await json<ReviewListResponse>('GET', `/api/products/${product.id}/reviews`)).body.reviews.find(
      (r) => r.id === id,
    );

  it("refuses another shopper's photo with 400", async () => {
    const theirs = await uploadPhotos(stranger.token, [{ name: 'their.jpg', bytes: jpeg }]);
    const refused = await review([theirs.body.files[0].url]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A photo must be one you uploaded for this review');
  });

  it('shows the photos to the author at once and in the public list once an admin approves', async () => {
    const mine = await uploadPhotos(shopper.token, [{ name: 'plate.jpg', bytes: jpeg }]);
    const written = await review([mine.body.files[0].url]);
    expect(written.status).toBe(201);
    expect(written.body.review.photos).toEqual([
      { url: mine.body.files[0].url, thumbnailUrl: mine.body.files[0].thumbnailUrl },
    ]);
    const id = written.body.review.id;
    expect(await listed(id)).toMatchObject({ photos: [], awaitingModeration: true });

    const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
    const adminToken = (login.body as unknown as { token: string }).token;
    const approved = await json('PATCH', `/api/admin/reviews/${id}`, adminToken, { status: 'published' });
    expect(approved.status).toBe(200);
    expect(await listed(id)).toMatchObject({
      photos: [{ url: mine.body.files[0].url }],
      awaitingModeration: false,
    });
  });
});
