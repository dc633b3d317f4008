import { DEMO_SELLERS, MAX_LINE_QUANTITY, type Cart } from '@thindi/contracts';
import { randomUUID } from 'node:crypto';
import { address, demoSellerTokens, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
let meena: string;
let sellerToken: string;
let a1: DemoProduct;
let b1: DemoProduct;

const cartOf = (res: { body: unknown }) => (res.body as { cart: Cart }).cart;
const linesOf = (cart: Cart) => cart.lines.map((l) => [l.productId, l.quantity]);
const put = (token: string | undefined, productId: string, body: unknown) =>
  send(app, 'PUT', `/api/cart/lines/${productId}`, token, body);

beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [sellerToken] = await demoSellerTokens(app);
  [a1] = await productsOf(app, DEMO_SELLERS[0].id);
  [b1] = await productsOf(app, DEMO_SELLERS[1].id);
  await setStock(app, a1.id, 5);
  await setStock(app, b1.id, 100);
  meena = (await newCustomer(app)).token;
}, 300_000);
afterAll(() => app?.stop());

describe('/api/cart', () => {
  it('answers 401 to a visitor who is not signed in, and 403 to a seller', async () => {
    expect((await send(app, 'GET', '/api/cart')).status).toBe(401);
    expect((await put(undefined, a1.id, { quantity: 1 })).status).toBe(401);
    expect((await send(app, 'POST', '/api/cart/merge', undefined, { lines: [] })).status).toBe(401);
    expect((await send(app, 'DELETE', '/api/cart')).status).toBe(401);
    expect((await send(app, 'GET', '/api/cart', sellerToken)).status).toBe(403);
  });

  it('sets, caps by stock, reads and removes lines, priced by the catalog', async () => {
    const empty = await send(app, 'GET', '/api/cart', meena);
    expect(empty.status).toBe(200);
    expect(cartOf(empty)).toMatchObject({ lines: [], itemCount: 0 });
    const added = await put(meena, a1.id, { quantity: 9 });
    expect(added.status).toBe(200);
    expect(cartOf(added).lines[0]).toMatchObject({
      productId: a1.id,
      quantity: 5,
      price: a1.pricePaise / 100,
      lineTotal: (a1.pricePaise * 5) / 100,
      maxQuantity: 5,
      stockShort: false,
    });
    await put(meena, b1.id, { quantity: 2 });
    const cart = cartOf(await send(app, 'GET', '/api/cart', meena));
    expect(linesOf(cart)).toEqual([
      [a1.id, 5],
      [b1.id, 2],
    ]);
    const { subtotal, shipping, tax, roundOff, total } = cart.totals;
    expect(cart.itemCount).toBe(7);
    expect(Math.round((subtotal + shipping + tax + roundOff) * 100)).toBe(Math.round(total * 100));
    // Checkout charges whole rupees: the round off is at most half a rupee either way.
    expect(Number.isInteger(total)).toBe(true);
    expect(Math.abs(roundOff)).toBeLessThanOrEqual(0.5);
    const removed = await send(app, 'DELETE', `/api/cart/lines/${a1.id}`, meena);
    expect(linesOf(cartOf(removed))).toEqual([[b1.id, 2]]);
    const cleared = await send(app, 'DELETE', '/api/cart', meena);
    expect(cartOf(cleared).lines).toEqual([]);
  });

  it.each([
    ['a product id that is not one', 'nope', { quantity: 1 }, 400, 'productId must be a product id'],
    ['no quantity', randomUUID(), {}, 400, 'quantity must be a whole number from 1'],
    ['a quantity of 0', randomUUID(), { quantity: 0 }, 400, 'quantity must be a whole number from 1'],
    ['a fractional quantity', randomUUID(), { quantity: 1.5 }, 400, 'quantity must be a whole number from 1'],
    [
      'too many',
      randomUUID(),
      { quantity: MAX_LINE_QUANTITY + 1 },
      400,
      `quantity must be at most ${MAX_LINE_QUANTITY}`,
    ],
    ['a product that does not exist', randomUUID(), { quantity: 1 }, 404, 'Product not found'],
  ])('refuses %s with a 4xx naming it', async (_what, productId, body, status, message) => {
    const res = await put(meena, productId, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });

  it('refuses a bad id on DELETE and a bad merge body, changing nothing', async () => {
    await put(meena, b1.id, { quantity: 1 });
    expect((await send(app, 'DELETE', '/api/cart/lines/nope', meena)).status).toBe(400);
    const badMerge = await send(app, 'POST', '/api/cart/merge', meena, { lines: [{ productId: a1.id, quantity: -1 }] });
    expect(badMerge.status).toBe(400);
    expect((await send(app, 'POST', '/api/cart/merge', meena, {})).status).toBe(400);
    expect(linesOf(cartOf(await send(app, 'GET', '/api/cart', meena)))).toEqual([[b1.id, 1]]);
  });

  it('merges the guest cart on sign-in: quantities add up, capped by stock', async () => {
    const ravi = (await newCustomer(app, 'Ravi')).token;
    await put(ravi, a1.id, { quantity: 3 });
    const merged = await send(app, 'POST', '/api/cart/merge', ravi, {
      lines: [
        { productId: a1.id, quantity: 4 },
        { productId: b1.id, quantity: 2 },
      ],
    });
    expect(merged.status).toBe(200);
    expect(linesOf(cartOf(merged))).toEqual([
      [a1.id, 5],
      [b1.id, 2],
    ]);
  });

  it('is emptied by the order placed from it', async () => {
    const asha = (await newCustomer(app, 'Asha')).token;
    await put(asha, b1.id, { quantity: 2 });
    const placed = await send(app, 'POST', '/api/orders', asha, {
      items: [{ productId: b1.id, quantity: 2 }],
      shippingAddress: address,
    });
    expect(placed.status).toBe(201);
    expect(cartOf(await send(app, 'GET', '/api/cart', asha)).lines).toEqual([]);
  });
});
