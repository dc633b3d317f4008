import { DEMO_SELLERS, formatRupees, type DeliveryDates, type DeliveryQuoteResult } from '@thindi/contracts';
import { estimateDelivery } from '@thindi/india';
import {
  address,
  demoSellerTokens,
  newCustomer,
  productsOf,
  send,
  setStock,
  stockOf,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
let shopper: { token: string; email: string };
/** One product of each demo seller: Madurai, Kozhikode, Mysuru. */
let madurai: DemoProduct;
let kozhikode: DemoProduct;
let mysuru: DemoProduct;

const [MADURAI, KOZHIKODE, MYSURU] = DEMO_SELLERS;
const chennai = { ...address, street: '1 Rattan Bazaar', city: 'Chennai', pincode: '600001' };

const get = async (url: string) => {
  const res = await app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
};
const quote = async (body: unknown) => {
  const res = await send(app, 'POST', '/api/delivery/estimate', undefined, body);
  return { status: res.status, body: res.body as unknown as DeliveryQuoteResult & { message: string; code: string } };
};
const estimateOf = async (product: DemoProduct, pincode: string) =>
  (await get(`/api/delivery/estimate?productId=${product.id}&pincode=${pincode}`)).body as DeliveryQuoteResult;

/** The library's estimate for a demo seller's default terms, asked at a moment. */
const expected = (origin: string, destination: string, now: Date): DeliveryDates | null =>
  estimateDelivery({
    now,
    originPincode: origin,
    destinationPincode: destination,
    dispatchDays: 1,
    cutoffMinutes: 840,
  });

/**
 * An answer made between two moments matches the estimate at one of them (a cut-off or midnight in India may fall
 * between).
 */
async function estimatedBetween<T>(ask: () => Promise<T>): Promise<{ answer: T; at: Date[] }> {
  const before = new Date();
  const answer = await ask();
  return { answer, at: [before, new Date()] };
}

beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [madurai] = await productsOf(app, MADURAI.id);
  [kozhikode] = await productsOf(app, KOZHIKODE.id);
  [mysuru] = await productsOf(app, MYSURU.id);
  for (const p of [madurai, kozhikode, mysuru]) await setStock(app, p.id, 100);
  shopper = await newCustomer(app);
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/pincodes/:pin', () => {
  it("answers a pincode's district, state, GST state code and places, cacheable for a day", async () => {
    const res = await get('/api/pincodes/600001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      pincode: {
        pincode: '600001',
        district: 'Chennai',
        state: 'Tamil Nadu',
        stateCode: '33',
        places: expect.arrayContaining(['Chennai G.P.O.']),
      },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('maps Leh to Ladakh', async () => {
    const res = await get('/api/pincodes/194101');
    expect(res.body.pincode).toMatchObject({ district: 'Leh', state: 'Ladakh', stateCode: '38' });
  });

  it('answers 404 for a six-digit pincode that does not exist', async () => {
    const res = await get('/api/pincodes/999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Please enter a valid pincode' });
  });

  it('answers 400 for a pincode that is not six digits starting 1 to 9', async () => {
    for (const pin of ['60001', '012345', '6000a1']) {
      const res = await get(`/api/pincodes/${pin}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Please enter a valid pincode' });
    }
  });
});

describe('GET /api/delivery/estimate', () => {
  it.each([
    ['Madurai to Chennai', 'B', () => madurai, MADURAI.pincode, '600001'],
    ['Madurai to Bengaluru', 'D', () => madurai, MADURAI.pincode, '560001'],
    ['Madurai to Guwahati', 'E', () => madurai, MADURAI.pincode, '781001'],
    ['Mysuru to Leh', 'E', () => mysuru, MYSURU.pincode, '194101'],
  ])('estimates %s as zone %s', async (_route, zone, product, origin, destination) => {
    const { answer, at } = await estimatedBetween(() => estimateOf(product(), destination));
    expect(answer).toMatchObject({
      success: true,
      destination: { pincode: destination },
      shippingRule: 'Free shipping on orders above ₹500',
    });
    const [part] = answer.parts;
    expect(part).toMatchObject({
      sellerId: product().sellerId,
      productIds: [product().id],
      deliverable: true,
      message: null,
      estimate: { zone },
      cod: { available: true, limit: null, label: 'Cash on Delivery available' },
      subtotal: product().pricePaise / 100,
    });
    expect(part.estimate?.label).toMatch(/^Delivery (by \w{3}, \d{1,2} \w{3}|in \d+–\d+ days)$/);
    expect(at.map((now) => expected(origin, destination, now))).toContainEqual(part.estimate);
  });

  it('refuses a pincode that does not exist, and a missing product id', async () => {
    const unknown = await get(`/api/delivery/estimate?productId=${madurai.id}&pincode=999999`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'Please enter a valid pincode', code: 'ADDRESS.PINCODE_UNKNOWN' });
    const missing = await get('/api/delivery/estimate?pincode=600001');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('productId is required');
  });

  it('answers 404 for a product the shop does not sell', async () => {
    const res = await get('/api/delivery/estimate?productId=00000000-0000-4000-8000-000000000000&pincode=600001');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('CATALOG.PRODUCT_NOT_FOUND');
  });
});

describe('POST /api/delivery/estimate', () => {
  it('gives a cart with two sellers two parts, each with its own date and share, without signing in', async () => {
    const res = await quote({
      pincode: '560001',
      items: [
        { productId: madurai.id, quantity: 2 },
        { productId: mysuru.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const [fromMadurai, fromMysuru] = res.body.parts;
    expect(fromMadurai).toMatchObject({
      sellerId: MADURAI.id,
      subtotal: (madurai.pricePaise * 2) / 100,
      estimate: { zone: 'D' },
    });
    // Mysuru and Bengaluru are in the same state, different districts.
    expect(fromMysuru).toMatchObject({ sellerId: MYSURU.id, estimate: { zone: 'B' } });
  });

  it('refuses an unknown pincode and an empty cart with the first problem', async () => {
    const unknown = await quote({ pincode: '999999', items: [{ productId: madurai.id, quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('ADDRESS.PINCODE_UNKNOWN');
    const empty = await quote({ pincode: '600001', items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('items are required');
  });
});

describe('checkout with delivery estimates', () => {
  const place = (shippingAddress: unknown, items: unknown, paymentMethod = 'upi') =>
    send(app, 'POST', '/api/orders', shopper.token, { items, shippingAddress, paymentMethod });

  it("gives each fulfilment the quote's dates, and promises the order by the latest of them", async () => {
    const items = [
      { productId: madurai.id, quantity: 1 },
      { productId: kozhikode.id, quantity: 1 },
    ];
    const before = await quote({ pincode: '600001', items });
    const placed = await place(chennai, items);
    const after = await quote({ pincode: '600001', items });
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    for (const part of order.fulfilments!) {
      const quoted = [before, after].map((q) => q.body.parts.find((p) => p.sellerId === part.sellerId)?.estimate);
      expect(quoted).toContainEqual(part.delivery);
    }
    const latest = order.fulfilments!.map((f) => f.delivery!.latest).sort()[1];
    expect(order.estimatedDelivery).toBe(new Date(`${latest}T12:00:00+05:30`).toISOString());
    const read = await send(app, 'GET', `/api/orders/${order.id}`, shopper.token);
    expect(read.body.order.fulfilments).toEqual(order.fulfilments);
  });

  it('refuses an address whose pincode does not exist or lies in another state, reserving nothing', async () => {
    const stock = await stockOf(app, madurai.id);
    const unknown = await place({ ...chennai, pincode: '999999' }, [{ productId: madurai.id, quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'Please enter a valid pincode', code: 'ADDRESS.PINCODE_UNKNOWN' });
    const elsewhere = await place({ ...chennai, state: 'Kerala' }, [{ productId: madurai.id, quantity: 1 }]);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      message: 'State does not match pincode 600001 (it is in Tamil Nadu)',
      code: 'ADDRESS.STATE_MISMATCH',
    });
    expect(await stockOf(app, madurai.id)).toBe(stock);
  });

  describe('with sellers that limit where they ship and cash on delivery', () => {
    const profile = { dispatchDays: 1, cutoffTime: '14:00', codEnabled: true, codLimit: null, shipsTo: 'india' };
    let tokens: string[];
    const saveProfile = async (seller: number, terms: Record<string, unknown>) => {
      const origin = DEMO_SELLERS[seller].pincode;
      const res = await send(app, 'PUT', '/api/sellers/shipping-profile', tokens[seller], {
        ...profile,
        originPincode: origin,
        ...terms,
      });
      expect(res.status).toBe(200);
    };

    beforeAll(async () => {
      tokens = await demoSellerTokens(app);
    });

    it('refuses a line its seller does not deliver to the address, and gives its stock back', async () => {
      await saveProfile(2, { shipsTo: 'state' });
      const stock = await stockOf(app, mysuru.id);
      const res = await place(chennai, [
        { productId: madurai.id, quantity: 1 },
        { productId: mysuru.id, quantity: 1 },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'ORDER.NOT_DELIVERABLE',
        message: `${mysuru.name} cannot be delivered to 600001: its seller ships only within Karnataka`,
      });
      expect(await stockOf(app, mysuru.id)).toBe(stock);
      const quoted = await quote({ pincode: '600001', items: [{ productId: mysuru.id, quantity: 1 }] });
      expect(quoted.body.parts[0]).toMatchObject({
        deliverable: false,
        message: 'This seller does not deliver to 600001 yet',
      });
    });

    it('refuses cash on delivery from a seller that does not offer it, but takes the same cart by UPI', async () => {
      await saveProfile(1, { codEnabled: false, codLimit: null });
      const stock = await stockOf(app, kozhikode.id);
      const items = [{ productId: kozhikode.id, quantity: 1 }];
      const res = await place(chennai, items, 'cod');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'ORDER.COD_UNAVAILABLE',
        message: `Cash on Delivery is not available for ${kozhikode.name}`,
      });
      expect(await stockOf(app, kozhikode.id)).toBe(stock);
      expect((await place(chennai, items, 'upi')).status).toBe(201);
    });

    it("refuses cash on delivery above a seller's limit, naming it", async () => {
      const limit = madurai.pricePaise / 100;
      await saveProfile(0, { codLimit: limit });
      const stock = await stockOf(app, madurai.id);
      const res = await place(chennai, [{ productId: madurai.id, quantity: 2 }], 'cod');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ORDER.COD_UNAVAILABLE');
      expect(res.body.message).toBe(
        `Cash on Delivery is not available for ${madurai.name} above ${formatRupees(limit)}`,
      );
      expect(await stockOf(app, madurai.id)).toBe(stock);
      expect((await place(chennai, [{ productId: madurai.id, quantity: 1 }], 'cod')).status).toBe(201);
    });
  });
});
