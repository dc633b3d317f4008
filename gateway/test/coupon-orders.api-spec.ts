import { DEMO_SELLERS, formatRupees, type Cart, type CouponPreview, type Order } from '@thindi/contracts';
import { waitForMail } from './accounts-helpers';
import { sql } from 'drizzle-orm';
import {
  address,
  demoSellerTokens,
  newCustomer,
  productsOf,
  rows,
  send,
  stockOf,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const DAY = 24 * 3600 * 1000;
let app: TestApp;
let sellerToken: string;
let product: DemoProduct;

type Answer = {
  status: number;
  body: { success: boolean; code?: string; message?: string; cart: Cart; order: Order } & Partial<CouponPreview>;
};
const call = (method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<Answer>;
const coupon = (more: Record<string, unknown> = {}) => ({
  kind: 'percent',
  value: 10,
  minSubtotal: 499,
  maxDiscount: 150,
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
  ...more,
});
/** Enough packs of the product to pass ₹499 with GST, and one pack. */
const enough = () => Math.ceil(50_000 / product.pricePaise);
const paise = (rupees: number) => Math.round(rupees * 100);
const usesOf = async (code: string) =>
  (await rows<{ used: number }>(app, sql`SELECT used FROM "order".coupons WHERE code = ${code}`))[0].used;
const orderCount = async () =>
  Number((await rows<{ n: string }>(app, sql`SELECT count(*) AS n FROM "order".orders`))[0].n);

beforeAll(async () => {
  app = await startStandalone();
  [sellerToken] = await demoSellerTokens(app);
  [product] = await productsOf(app, DEMO_SELLERS[0].id);
}, 300_000);
afterAll(() => app?.stop());

describe('coupons in the cart and on orders', () => {
  it('a guest sees a preview of the demo coupon on the lines it sends, refused with why below its minimum', async () => {
    const few = await call('POST', '/api/cart/coupon', undefined, {
      code: 'festive10',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    expect(few).toMatchObject({ status: 409, body: { code: 'ORDER.COUPON_NOT_APPLICABLE' } });
    expect(few.body.message).toMatch(/^Add ₹[\d,]+\.\d\d more to use FESTIVE10$/);

    const preview = await call('POST', '/api/cart/coupon', undefined, {
      code: 'FESTIVE10',
      lines: [{ productId: product.id, quantity: enough() }],
    });
    expect(preview.status).toBe(200);
    const { coupon: shown, totals } = preview.body;
    expect(shown).toMatchObject({ code: 'FESTIVE10', funder: 'platform', problem: null });
    const gross = paise(totals!.subtotal) + paise(totals!.tax);
    expect(paise(shown!.discount)).toBe(Math.min(Math.floor(gross / 10), 15_000));
    const exact = gross + paise(totals!.shipping) - paise(totals!.discount);
    expect(paise(totals!.total)).toBe(exact + paise(totals!.roundOff));
    expect(paise(totals!.total) % 100).toBe(0);
  });

  it('refuses an unknown code, a code of the wrong shape and a cart with nothing in it, each with a sentence', async () => {
    const { token } = await newCustomer(app);
    const unknown = await call('POST', '/api/cart/coupon', token, { code: 'nope10' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'ORDER.COUPON_NOT_FOUND', message: 'There is no coupon NOPE10: check the code' },
    });
    const shape = await call('POST', '/api/cart/coupon', token, { code: 'x!' });
    expect(shape).toMatchObject({
      status: 400,
      body: { message: 'A coupon code is 3 to 20 letters and digits, e.g. DIWALI10' },
    });
    const empty = await call('POST', '/api/cart/coupon', token, { code: 'FESTIVE10' });
    expect(empty).toMatchObject({ status: 409, body: { message: 'Add something to your cart to use FESTIVE10' } });
  });

  it('a shopper applies a coupon to the cart, orders with it, and gets its use back when the order is cancelled', async () => {
    const { token, email } = await newCustomer(app);
    await call('PUT', `/api/cart/lines/${product.id}`, token, { quantity: enough() });
    const applied = await call('POST', '/api/cart/coupon', token, { code: 'festive10' });
    expect(applied.status).toBe(200);
    const { cart } = applied.body;
    expect(cart.coupon).toMatchObject({ code: 'FESTIVE10', funder: 'platform', problem: null });
    expect(cart.totals.discount).toBe(cart.coupon!.discount);
    expect((await call('GET', '/api/cart', token)).body.cart.coupon?.code).toBe('FESTIVE10');

    const before = await usesOf('FESTIVE10');
    const placed = await call('POST', '/api/orders', token, {
      items: [{ productId: product.id, quantity: enough() }],
      shippingAddress: address,
      paymentMethod: 'cod',
      couponCode: 'FESTIVE10',
    });
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    expect(order.coupon).toEqual({ code: 'FESTIVE10', funder: 'platform', discount: cart.totals.discount });
    expect(order.totalAmount).toBe(cart.totals.total);
    // The platform pays: the line keeps its full value for the seller's invoice, with the shopper's saving beside it.
    expect(order.items[0].discount).toEqual({ code: 'FESTIVE10', funder: 'platform', amount: cart.totals.discount });
    expect(await usesOf('FESTIVE10')).toBe(before + 1);
    // The cart gave up its lines and its coupon to the order.
    expect((await call('GET', '/api/cart', token)).body.cart).toMatchObject({ lines: [], coupon: null });
    // The mail shows the discount, and how the payment adds up from the tax invoices: the platform pays its coupon.
    const mail = await waitForMail(app.dataDir, email, new RegExp(order.orderNumber));
    expect(mail.text).toContain(`Discount (FESTIVE10) −${formatRupees(order.coupon!.discount)}`);
    expect(mail.text).toContain(`Tax invoices ${formatRupees(order.subtotal + order.tax + order.shippingCost)}`);
    expect(mail.text).toContain(`paid by Thindi (FESTIVE10) −${formatRupees(order.coupon!.discount)}`);
    expect(mail.text).toContain(`you pay ${formatRupees(order.totalAmount)}.`);

    const cancelled = await call('PATCH', `/api/orders/${order.id}/cancel`, token, {});
    expect(cancelled.status).toBe(200);
    expect(await usesOf('FESTIVE10')).toBe(before);
  });

  it("a seller's coupon lowers its lines' taxable value; a coupon used up refuses the next order and nothing is placed", async () => {
    const made = await call(
      'POST',
      '/api/sellers/coupons',
      sellerToken,
      coupon({ code: 'AMMAONE', value: 20, maxDiscount: null, usageLimit: 1 }),
    );
    expect(made.status).toBe(201);
    const first = await newCustomer(app);
    const order = {
      items: [{ productId: product.id, quantity: enough() }],
      shippingAddress: address,
      paymentMethod: 'cod',
      couponCode: 'AMMAONE',
    };
    const placed = await call('POST', '/api/orders', first.token, order);
    expect(placed.status).toBe(201);
    const { order: o } = placed.body;
    const [line] = o.items;
    expect(line.discount).toMatchObject({ code: 'AMMAONE', funder: 'seller' });
    expect(line.discount!.taxable!).toBeLessThan(line.price * line.quantity);
    const exact = paise(o.subtotal) + paise(o.tax) + paise(o.shippingCost) - paise(o.coupon!.discount);
    expect(Math.abs(paise(o.totalAmount) - exact)).toBeLessThanOrEqual(50);

    const second = await newCustomer(app);
    const [orders, stock] = [await orderCount(), await stockOf(app, product.id)];
    const refused = await call('POST', '/api/orders', second.token, order);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'ORDER.COUPON_UNAVAILABLE', message: 'AMMAONE has been used up' },
    });
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(app, product.id)).toBe(stock);

    // The seller sees what its coupon did: the order, the discount given and its part's value.
    const listed = (await send(app, 'GET', '/api/sellers/coupons', sellerToken)).body as unknown as {
      coupons: { code: string; figures: { orders: number; discount: number; revenue: number } }[];
    };
    expect(listed.coupons.find((c) => c.code === 'AMMAONE')?.figures).toEqual({
      orders: 1,
      discount: o.coupon!.discount,
      revenue: o.subtotal,
    });
  });
});
