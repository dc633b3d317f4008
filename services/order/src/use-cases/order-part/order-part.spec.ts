import { FinanceSourcePatterns, orderPartSchema, type Order, type OrderPart } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, murukku } from '../../../test/fake-catalog';
import { orderServiceForTest, shopper } from '../../../test/order-fixture';

/** What the finance service reads of a two-seller order: each seller's part alone, in paise. */
describe("order service: a seller's part of an order for the finance service", () => {
  let platform: Platform;
  let placed: Order;
  const fixture = orderServiceForTest();
  const part = (input: unknown) => platform.client.query<OrderPart>(FinanceSourcePatterns.orderPart, input);

  beforeAll(async () => {
    ({ platform } = await fixture.start());
    // The catalog now sends each product's category; the laddu comes from a catalog that does not yet.
    fakeCatalog.reserve = () => ({ ok: true, products: [{ ...murukku, category: 'savory' }, laddu] });
    placed = await fixture.place({
      items: [
        { productId: murukku.id, quantity: 2 },
        { productId: laddu.id, quantity: 3 },
      ],
    });
    fakeCatalog.reset();
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it("answers a seller's own lines with their taxable value and the GST split within the state, in paise", async () => {
    const amma = await part({ orderId: placed.id, sellerId: murukku.sellerId });
    expect(orderPartSchema.parse(amma)).toEqual(amma);
    expect(amma).toMatchObject({
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      customerId: shopper.id,
      customerName: 'Meena Iyer',
      shippingAddress: { street: '12 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
      paymentMethod: 'cod',
      placedAt: placed.createdAt,
      sellerId: murukku.sellerId,
      sellerName: 'Amma Snacks',
      status: 'pending',
      orderShippingPaise: Math.round(placed.shippingCost * 100),
      // ₹600 + ₹30 GST is whole rupees already.
      orderRoundOffPaise: 0,
    });
    const fulfilment = placed.fulfilments.find((f) => f.sellerId === murukku.sellerId)!;
    expect(amma.statusAt).toBe(fulfilment.history.at(-1)!.timestamp);
    // Madurai to Madurai: 2 × ₹120 at 5% is ₹6 CGST and ₹6 SGST.
    expect(amma.lines).toEqual([
      {
        productId: murukku.id,
        productName: 'Murukku',
        weight: '250g',
        quantity: 2,
        unitPricePaise: 12_000,
        taxablePaise: 24_000,
        hsn: expect.any(String),
        gstRate: 5,
        cgstPaise: 600,
        sgstPaise: 600,
        igstPaise: 0,
        category: 'savory',
        // Not shipped yet: no best before.
        bestBefore: null,
        // No coupon on the order.
        discountPaise: 0,
        discountFunder: null,
      },
    ]);
  });

  it("answers the other seller's part with only its lines, IGST across states and no category when none was kept", async () => {
    const house = await part({ orderId: placed.id, sellerId: laddu.sellerId });
    expect(house.sellerName).toBe('Laddu House');
    // Mysuru to Madurai: 3 × ₹120 at 5% is ₹18 IGST.
    expect(house.lines).toEqual([
      expect.objectContaining({
        productName: 'Laddu',
        quantity: 3,
        taxablePaise: 36_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 1_800,
        category: null,
      }),
    ]);
  });

  it("gives each part the order's round off: the whole-rupee charge less the exact sum", async () => {
    const dearer = { ...murukku, pricePaise: 12_345 };
    fakeCatalog.packs = [dearer];
    const order = await fixture.place({ items: [{ productId: murukku.id, quantity: 1 }] });
    fakeCatalog.reset();
    // ₹123.45 + ₹50 shipping + ₹6.17 GST = ₹179.62, charged ₹180.
    expect(order).toMatchObject({ subtotal: 123.45, shippingCost: 50, tax: 6.17, totalAmount: 180 });
    const amma = await part({ orderId: order.id, sellerId: murukku.sellerId });
    expect(amma.orderRoundOffPaise).toBe(38);
  });

  it('answers not found for an unknown order or a seller with no part in it', async () => {
    const notFound = { kind: 'NOT_FOUND', code: 'ORDER.PART_NOT_FOUND', message: 'Order part not found' };
    await expect(part({ orderId: randomUUID(), sellerId: murukku.sellerId })).rejects.toMatchObject(notFound);
    await expect(part({ orderId: placed.id, sellerId: randomUUID() })).rejects.toMatchObject(notFound);
  });

  it('refuses a query without a valid order id or a seller', async () => {
    await expect(part({ orderId: 'ORD-1', sellerId: murukku.sellerId })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('orderId must be a UUID'),
    });
    await expect(part({ orderId: placed.id, sellerId: '' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('sellerId is required'),
    });
  });
});
