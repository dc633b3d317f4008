import { DEMO_SELLERS, type Cart } from '@thindi/contracts';
import { address, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
let bananaChips: DemoProduct;
let murukku: DemoProduct;

const cartLines = async (token: string) =>
  ((await send(app, 'GET', '/api/cart', token)).body as unknown as { cart: Cart }).cart.lines.map((l) => [
    l.productId,
    l.quantity,
  ]);
const placeOrder = (token: string, body: Record<string, unknown>) =>
  send(app, 'POST', '/api/orders', token, { shippingAddress: address, ...body });

beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [bananaChips] = await productsOf(app, DEMO_SELLERS[0].id);
  [murukku] = await productsOf(app, DEMO_SELLERS[1].id);
  for (const p of [bananaChips, murukku]) await setStock(app, p.id, 100);
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/orders with keepCart (Buy Now)', () => {
  it('orders only the product bought now and leaves the cart as it was', async () => {
    const { token } = await newCustomer(app);
    await send(app, 'PUT', `/api/cart/lines/${bananaChips.id}`, token, { quantity: 2 });

    const placed = await placeOrder(token, { items: [{ productId: murukku.id, quantity: 1 }], keepCart: true });

    expect(placed.status).toBe(201);
    expect(placed.body.order.items.map((i) => [i.productId, i.quantity])).toEqual([[murukku.id, 1]]);
    expect(await cartLines(token)).toEqual([[bananaChips.id, 2]]);
  });

  it('keeps a product that is also in the cart there, at the quantity the cart had', async () => {
    const { token } = await newCustomer(app);
    await send(app, 'PUT', `/api/cart/lines/${bananaChips.id}`, token, { quantity: 3 });

    const placed = await placeOrder(token, { items: [{ productId: bananaChips.id, quantity: 1 }], keepCart: true });

    expect(placed.body.order.items.map((i) => [i.productId, i.quantity])).toEqual([[bananaChips.id, 1]]);
    expect(await cartLines(token)).toEqual([[bananaChips.id, 3]]);
  });

  it('empties the ordered lines of a cart checkout, as without the field', async () => {
    const { token } = await newCustomer(app);
    await send(app, 'PUT', `/api/cart/lines/${bananaChips.id}`, token, { quantity: 2 });
    await send(app, 'PUT', `/api/cart/lines/${murukku.id}`, token, { quantity: 1 });

    const placed = await placeOrder(token, { items: [{ productId: bananaChips.id, quantity: 2 }] });

    expect(placed.status).toBe(201);
    expect(await cartLines(token)).toEqual([[murukku.id, 1]]);
  });

  it('refuses a keepCart that is not true or false, naming the field', async () => {
    const { token } = await newCustomer(app);
    const refused = await placeOrder(token, { items: [{ productId: murukku.id, quantity: 1 }], keepCart: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('keepCart must be true or false');
  });
});
