import { OrderPatterns, type Order, type SellerOrder } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { laddu, maduraiAddress, murukku } from '../../../test/fake-catalog';
import { amma, orderServiceForTest, shopper } from '../../../test/order-fixture';

/** A shopper cancels with a reason from the list: the order keeps it, and its sellers read it. */
describe('order service: cancelling with a reason', () => {
  let platform: Platform;
  const fixture = orderServiceForTest();
  const place = () =>
    fixture.place({
      items: [
        { productId: murukku.id, quantity: 1 },
        { productId: laddu.id, quantity: 1 },
      ],
      shippingAddress: { ...maduraiAddress, phone: '+91 98765 43210' },
    });
  const cancel = (id: string, reason?: string) =>
    platform.client.command<{ order: Order }>(OrderPatterns.cancel, { principal: shopper, input: { id, reason } });

  beforeAll(async () => {
    ({ platform } = await fixture.start());
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it('stores the phone of the address as its 10 digits, however it was typed', async () => {
    const order = await place();
    expect(order.shippingAddress.phone).toBe('9876543210');
  });

  it("keeps the shopper's reason on the order and shows it in the seller's order history", async () => {
    const placed = await place();
    const { order } = await cancel(placed.id, 'Found a better price');
    expect(order.orderStatus).toBe('cancelled');
    expect(order.orderHistory.at(-1)).toMatchObject({ status: 'cancelled', note: 'Found a better price' });

    const { order: seen } = await platform.client.query<{ order: SellerOrder }>(OrderPatterns.get, {
      principal: amma,
      input: { id: placed.id },
    });
    expect(seen.orderHistory.at(-1)).toMatchObject({ status: 'cancelled', note: 'Found a better price' });
  });

  it("says 'Cancelled by customer' when no reason was given", async () => {
    const placed = await place();
    const { order } = await cancel(placed.id);
    expect(order.orderHistory.at(-1)).toMatchObject({ status: 'cancelled', note: 'Cancelled by customer' });
  });
});
