import {
  addDays,
  FinanceSourcePatterns,
  formatCalendarDate,
  MailJobs,
  OrderPatterns,
  type Order,
  type OrderPart,
  type OrderStatusMail,
  type SellerOrder,
} from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { anotherPack, fakeCatalog, laddu, murukku } from '../../../test/fake-catalog';
import { amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

/** Murukku keeps 20 days from packing (6 must be left at delivery); its 500 g pack too; the laddu declares none. */
const freshMurukku = { ...murukku, shelfLifeDays: 20 };
const bigMurukku = { ...anotherPack(murukku, '500 g', 22_000), shelfLifeDays: 20 };

/** Shipping food (decision 035): packed-on dates, best befores, and no food that would arrive too old. */
describe('order service: shipping a part with its packed-on date', () => {
  const fixture = orderServiceForTest<OrderStatusMail>();
  const { place, get, eventsOf, mailsOf } = fixture;
  const today = () => istDate(new Date());

  const ship = (id: string, extra: object = {}, seller = amma) =>
    fixture.platform.client.command<{ order: SellerOrder }>(OrderPatterns.updateStatus, {
      principal: seller,
      input: { id, status: 'shipped', ...extra },
    });
  const placeMurukku = () =>
    place({
      items: [
        { productId: murukku.id, quantity: 1 },
        { productId: murukku.id, variantId: bigMurukku.variantId, quantity: 1 },
        { productId: laddu.id, quantity: 1 },
      ],
    });
  /** The latest delivery date of Amma's part, as the order stored its estimate. */
  const latestOf = (order: Order) => order.fulfilments.find((f) => f.sellerId === amma.id)!.delivery!.latest;
  const expectUnchanged = async (order: Order) => {
    const after = await get(order.id);
    expect(after.fulfilments.map((f) => f.status)).toEqual(['pending', 'pending']);
    expect(after.items.map((i) => [i.packedOn, i.bestBefore])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(eventsOf(order.id)).toEqual([]);
  };

  beforeAll(() => fixture.start({ watch: true }), SERVICE_START_TIMEOUT_MS);
  beforeEach(() => {
    fakeCatalog.reset();
    fakeCatalog.packs = [freshMurukku, bigMurukku, laddu];
  });
  afterAll(() => fixture.stop());

  it('keeps the shelf life each line declared when ordered, and no dates before it ships', async () => {
    const order = await placeMurukku();
    expect(order.items.map((i) => [i.shelfLifeDays, i.packedOn, i.bestBefore])).toEqual([
      [20, null, null],
      [20, null, null],
      [null, null, null],
    ]);
  });

  it('refuses food that would arrive with less than 30% of its shelf life, naming it and the date needed', async () => {
    const order = await placeMurukku();
    const latest = latestOf(order);
    // 20 days, 6 of them needed at delivery: packed 15 days before the latest delivery date is a day too old.
    const tooOld = addDays(latest, -15);
    await expect(ship(order.id, { packedOn: tooOld })).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.NOT_FRESH_ENOUGH',
      message:
        `Murukku (250g) packed on ${formatCalendarDate(tooOld)} would have 5 of its 20 days left by ` +
        `${formatCalendarDate(latest)}: ship one packed on or after ${formatCalendarDate(addDays(latest, -14))}`,
    });
    await expectUnchanged(order);
  });

  it('refuses one pack too old though the rest are fresh, and ships a day later packed', async () => {
    const order = await placeMurukku();
    const latest = latestOf(order);
    const lines = (packedOn: string) => [{ productId: murukku.id, variantId: bigMurukku.variantId, packedOn }];
    await expect(ship(order.id, { lines: lines(addDays(latest, -15)) })).rejects.toMatchObject({
      code: 'ORDER.NOT_FRESH_ENOUGH',
      message: expect.stringMatching(/^Murukku \(500 g\) packed on /),
    });
    await expectUnchanged(order);
    await expect(ship(order.id, { lines: lines(addDays(latest, -14)) })).resolves.toMatchObject({
      order: { orderStatus: 'shipped' },
    });
  });

  it("records the packed-on date per line, the part's date for lines not named, and best before from it", async () => {
    const order = await placeMurukku();
    const packedOn = addDays(today(), -1);
    const bigPackedOn = addDays(today(), -2);
    const { order: view } = await ship(order.id, {
      packedOn,
      lines: [{ productId: murukku.id, variantId: bigMurukku.variantId, packedOn: bigPackedOn }],
    });
    expect(view.items.map((i) => [i.variantLabel, i.packedOn, i.bestBefore])).toEqual([
      ['250g', packedOn, addDays(packedOn, 20)],
      ['500 g', bigPackedOn, addDays(bigPackedOn, 20)],
    ]);
    // The shopper reads the same dates; the laddu's part has not shipped.
    const shopperView = await get(order.id, shopper);
    expect(shopperView.items.map((i) => i.bestBefore)).toEqual([addDays(packedOn, 20), addDays(bigPackedOn, 20), null]);
  });

  it('records today in India as packed on when no date is given, and no best before without a shelf life', async () => {
    const order = await placeMurukku();
    await ship(order.id);
    const { order: laddus } = await ship(order.id, {}, house);
    expect(laddus.items).toEqual([
      expect.objectContaining({ productName: 'Laddu', shelfLifeDays: null, packedOn: today(), bestBefore: null }),
    ]);
    const after = await get(order.id);
    expect(after.items.map((i) => i.packedOn)).toEqual([today(), today(), today()]);
    expect(after.items.map((i) => i.bestBefore)).toEqual([addDays(today(), 20), addDays(today(), 20), null]);
  });

  it('refuses a packed-on date after today and a line not in the part, changing nothing', async () => {
    const order = await placeMurukku();
    await expect(ship(order.id, { packedOn: addDays(today(), 1) })).rejects.toMatchObject({
      kind: 'VALIDATION',
      code: 'ORDER.PACKED_ON_INVALID',
      message: expect.stringContaining('cannot be packed after today'),
    });
    const notMine = [{ productId: laddu.id, packedOn: today() }];
    await expect(ship(order.id, { lines: notMine })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: `Product ${laddu.id} is not in your part of this order`,
    });
    await expect(
      ship(order.id, { lines: [{ productId: murukku.id, variantId: randomUUID(), packedOn: today() }] }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', code: 'ORDER.PACKED_ON_INVALID' });
    await expect(ship(order.id, { packedOn: '2026-02-30' })).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expectUnchanged(order);
  });

  it('takes packed-on dates with shipped only', async () => {
    const order = await placeMurukku();
    await expect(
      fixture.platform.client.command(OrderPatterns.updateStatus, {
        principal: amma,
        input: { id: order.id, status: 'processing', packedOn: today() },
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'packedOn and lines go with status shipped only' });
    await expectUnchanged(order);
  });

  it('tells the shopper the best befores in the shipped mail, and the finance service on the lines it invoices', async () => {
    const order = await placeMurukku();
    await ship(order.id, { packedOn: today() });
    await waitUntil('the shipped mail is queued', () => mailsOf(order.orderNumber, MailJobs.orderShipped).length > 0);
    const [mail] = mailsOf(order.orderNumber, MailJobs.orderShipped);
    expect(mail.data.bestBefore).toEqual([
      { name: 'Murukku', weight: '250g', bestBefore: addDays(today(), 20) },
      { name: 'Murukku', weight: '500 g', bestBefore: addDays(today(), 20) },
    ]);
    const part = await fixture.platform.client.query<OrderPart>(FinanceSourcePatterns.orderPart, {
      orderId: order.id,
      sellerId: amma.id,
    });
    expect(part.lines.map((l) => l.bestBefore)).toEqual([addDays(today(), 20), addDays(today(), 20)]);
  });
});
