import { addDays, DEMO_SELLERS, formatCalendarDate, type InvoiceDocument } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { waitUntil } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import {
  address,
  demoSellerTokens,
  newCustomer,
  productsOf,
  rows,
  send,
  setStock,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** Shipping food with its packed-on date (decision 035): PATCH /api/orders/:id/status with status 'shipped'. */
let app: TestApp;
let seller: string;
let shopper: string;
let sweet: DemoProduct;
let other: DemoProduct;

const today = () => istDate(new Date());
const ship = (orderId: string, body: object = {}) =>
  send(app, 'PATCH', `/api/orders/${orderId}/status`, seller, { status: 'shipped', ...body });
/** A new order of one sweet (which keeps 20 days) and one product without a declared shelf life. */
const placeOrder = async () => {
  const res = await send(app, 'POST', '/api/orders', shopper, {
    items: [
      { productId: sweet.id, quantity: 1 },
      { productId: other.id, quantity: 1 },
    ],
    shippingAddress: address,
  });
  expect(res.status).toBe(201);
  return res.body.order;
};
const latestDeliveryOf = (order: Awaited<ReturnType<typeof placeOrder>>) =>
  order.fulfilments!.find((f) => f.sellerId === DEMO_SELLERS[0].id)!.delivery!.latest;

beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [seller] = await demoSellerTokens(app);
  [sweet, other] = await productsOf(app, DEMO_SELLERS[0].id);
  for (const p of [sweet, other]) await setStock(app, p.id, 100);
  // The seller declares the sweet's shelf life (its product form saves this column).
  await rows(app, sql`UPDATE catalog.products SET shelf_life_days = 20 WHERE id = ${sweet.id}`);
  await rows(app, sql`UPDATE catalog.products SET shelf_life_days = NULL WHERE id = ${other.id}`);
  shopper = (await newCustomer(app)).token;
}, 300_000);
afterAll(() => app?.stop());

describe('shipping with a packed-on date', () => {
  it("ships with the part's packed-on date: the order's line shows its best before, and so does the invoice", async () => {
    const order = await placeOrder();
    expect(order.items.map((i) => i.shelfLifeDays)).toEqual([20, null]);
    const packedOn = addDays(today(), -1);
    const res = await ship(order.id, { packedOn, trackingNumber: 'DTDC123' });
    expect(res.status).toBe(200);
    expect(res.body.order.items.map((i) => [i.productId, i.packedOn, i.bestBefore])).toEqual([
      [sweet.id, packedOn, addDays(packedOn, 20)],
      [other.id, packedOn, null],
    ]);
    const mine = await send(app, 'GET', `/api/orders/${order.id}`, shopper);
    expect(mine.body.order.items.find((i) => i.productId === sweet.id)).toMatchObject({
      shelfLifeDays: 20,
      packedOn,
      bestBefore: addDays(packedOn, 20),
    });

    // The seller's invoice, issued as the part ships, names the best before; its figures are the line's.
    let invoice: InvoiceDocument | undefined;
    await waitUntil('the seller invoice is issued', async () => {
      [invoice] = (
        await rows<{ document: InvoiceDocument }>(
          app,
          sql`SELECT document FROM finance.invoices WHERE order_id = ${order.id} AND seller_id = ${DEMO_SELLERS[0].id}`,
        )
      ).map((r) => r.document);
      return invoice !== undefined;
    });
    const [sweetLine, otherLine] = invoice!.lines;
    expect(sweetLine.description.startsWith(sweet.name)).toBe(true);
    expect(sweetLine.description.endsWith(` (Best before ${formatCalendarDate(addDays(packedOn, 20))})`)).toBe(true);
    expect(sweetLine.taxablePaise).toBe(sweet.pricePaise);
    expect(otherLine.description).not.toContain('Best before');
  });

  it('records today in India as packed on when the call gives no date', async () => {
    const order = await placeOrder();
    const res = await ship(order.id);
    expect(res.status).toBe(200);
    expect(res.body.order.items.map((i) => [i.packedOn, i.bestBefore])).toEqual([
      [today(), addDays(today(), 20)],
      [today(), null],
    ]);
  });

  it('takes a packed-on date per line', async () => {
    const order = await placeOrder();
    const lines = [{ productId: sweet.id, packedOn: addDays(today(), -3) }];
    const res = await ship(order.id, { lines });
    expect(res.status).toBe(200);
    expect(res.body.order.items.map((i) => i.packedOn)).toEqual([addDays(today(), -3), today()]);
  });

  it('refuses with 409 food that would arrive too old, naming it and the date needed, and ships nothing', async () => {
    const order = await placeOrder();
    const latest = latestDeliveryOf(order);
    const tooOld = addDays(latest, -15);
    const res = await ship(order.id, { packedOn: tooOld });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'ORDER.NOT_FRESH_ENOUGH' });
    expect(res.body.message).toContain(`${sweet.name} (`);
    expect(res.body.message).toContain(
      `packed on ${formatCalendarDate(tooOld)} would have 5 of its 20 days left by ${formatCalendarDate(latest)}: ` +
        `ship one packed on or after ${formatCalendarDate(addDays(latest, -14))}`,
    );
    const after = await send(app, 'GET', `/api/orders/${order.id}`, shopper);
    expect(after.body.order.orderStatus).toBe('pending');
    expect(after.body.order.items.map((i) => i.packedOn)).toEqual([null, null]);
  });

  it('refuses with 400 a date after today, a date of another shape, and a line not in the part', async () => {
    const order = await placeOrder();
    const future = await ship(order.id, { packedOn: addDays(today(), 1) });
    expect(future).toMatchObject({ status: 400, body: { success: false, code: 'ORDER.PACKED_ON_INVALID' } });
    expect(future.body.message).toContain('cannot be packed after today');
    const shape = await ship(order.id, { packedOn: '25/12/2026' });
    expect(shape).toMatchObject({ status: 400, body: { message: 'packedOn must be a date (YYYY-MM-DD)' } });
    const unreal = await ship(order.id, { lines: [{ productId: sweet.id, packedOn: '2026-02-30' }] });
    expect(unreal).toMatchObject({ status: 400, body: { message: 'lines[].packedOn is not a real date' } });
    const [stranger] = await productsOf(app, DEMO_SELLERS[1].id);
    const notMine = await ship(order.id, { lines: [{ productId: stranger.id, packedOn: today() }] });
    expect(notMine).toMatchObject({
      status: 400,
      body: { message: `Product ${stranger.id} is not in your part of this order` },
    });
    const after = await send(app, 'GET', `/api/orders/${order.id}`, shopper);
    expect(after.body.order.orderStatus).toBe('pending');
  });
});
