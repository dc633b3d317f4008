import { DeliveryPatterns, deliveryQuoteResultSchema, type DeliveryQuoteResult } from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, murukku, shippingProfile } from '../../../test/fake-catalog';
import { orderServiceForTest } from '../../../test/order-fixture';

/** Quoting a cart to a pincode, against the scripted catalog and seller answers. */
describe('order service: delivery quotes', () => {
  const fixture = orderServiceForTest();
  const quote = (input: unknown) => fixture.platform.client.query<DeliveryQuoteResult>(DeliveryPatterns.quote, input);
  const cart = [
    { productId: murukku.id, quantity: 2 },
    { productId: laddu.id, quantity: 1 },
  ];

  beforeAll(() => fixture.start(), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => fakeCatalog.reset());

  it("answers each seller's part of a cart to Chennai with its own date, cash on delivery and the shipping rule", async () => {
    const result = await quote({ pincode: '600001', items: cart });
    expect(deliveryQuoteResultSchema.parse(result)).toEqual(result);
    expect(result.destination).toMatchObject({ pincode: '600001', state: 'Tamil Nadu', stateCode: '33' });
    expect(result.shippingRule).toBe('Free shipping on orders above ₹500');
    const [madurai, mysuru] = result.parts;
    expect(madurai).toMatchObject({
      sellerId: murukku.sellerId,
      productIds: [murukku.id],
      deliverable: true,
      subtotal: 240,
      estimate: { zone: 'B' },
      cod: { available: true, label: 'Cash on Delivery available' },
    });
    expect(mysuru).toMatchObject({ sellerId: laddu.sellerId, subtotal: 120, estimate: { zone: 'D' } });
    expect(fakeCatalog.profileReads).toEqual([[murukku.sellerId, laddu.sellerId]]);
  });

  it('says which seller does not deliver to a pincode outside its state', async () => {
    fakeCatalog.profiles = () => [shippingProfile(laddu.sellerId, '570001', { shipsTo: 'state', codLimit: 2000 })];
    const { parts } = await quote({ pincode: '781001', items: [{ productId: laddu.id, quantity: 1 }] });
    expect(parts).toEqual([
      expect.objectContaining({
        deliverable: false,
        message: 'This seller does not deliver to 781001 yet',
        estimate: null,
        cod: { available: true, limit: 2000, label: 'Cash on Delivery available up to ₹2,000.00' },
      }),
    ]);
  });

  it('refuses a pincode that does not exist', async () => {
    await expect(quote({ pincode: '999999', items: cart })).rejects.toMatchObject({
      code: 'ADDRESS.PINCODE_UNKNOWN',
      message: 'Please enter a valid pincode',
    });
  });

  it('refuses a malformed request with the first problem', async () => {
    await expect(quote({ pincode: '60001', items: cart })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'Please enter a valid pincode',
    });
    await expect(quote({ pincode: '600001', items: [] })).rejects.toMatchObject({ message: 'items are required' });
  });

  it('answers not found for a product the catalog does not sell', async () => {
    const unknown = randomUUID();
    await expect(quote({ pincode: '600001', items: [{ productId: unknown, quantity: 1 }] })).rejects.toMatchObject({
      code: 'CATALOG.PRODUCT_NOT_FOUND',
      message: `Product not found: ${unknown}`,
    });
  });
});
