import { OrderPatterns, type Order, type PlaceOrderResult, type Principal, type SellerOrder } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { laddu, murukku, orderWithFakeCatalog } from '../../../test/fake-catalog';

/** A shopper cancels with a reason from the list: the order keeps it, and its sellers read it. */
describe('order service: cancelling with a reason', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
  const amma: Principal = { id: murukku.sellerId, role: 'seller', email: 'amma@example.in' };
  const shippingAddress = {
    type: 'home',
    firstName: 'Meena',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
    phone: '+91 98765 43210',
  };
  const place = async () => {
    const items = [
      { productId: murukku.id, quantity: 1 },
      { productId: laddu.id, quantity: 1 },
    ];
    const { order } = await platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress } },
    });
    return order;
  };
  const cancel = (id: string, reason?: string) =>
    platform.client.command<{ order: Order }>(OrderPatterns.cancel, { principal: shopper, input: { id, reason } });

  beforeAll(async () => {
    service = await startServiceForTest('order', orderWithFakeCatalog);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

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
