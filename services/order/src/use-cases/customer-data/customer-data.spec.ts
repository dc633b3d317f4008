import {
  CartPatterns,
  OrderPatterns,
  type Cart,
  type CustomerOrderData,
  type IssueResponse,
  type Principal,
} from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, murukku } from '../../../test/fake-catalog';
import { admin, amma, orderServiceForTest } from '../../../test/order-fixture';

/** The order service's part of a shopper's copy of their data: their orders, tickets and cart, and no one else's. */
describe("order service: a shopper's own data", () => {
  const fixture = orderServiceForTest();
  const customer = (): Principal => ({ id: randomUUID(), role: 'customer', email: `${randomUUID()}@example.in` });
  const dataOf = (principal: Principal) =>
    fixture.platform.client.query<CustomerOrderData>(OrderPatterns.dataOfCustomer, { principal, input: {} });
  const report = (principal: Principal, orderId: string) =>
    fixture.platform.client.command<IssueResponse>(OrderPatterns.reportIssue, {
      principal,
      input: {
        orderId,
        kind: 'damaged',
        lines: [{ productId: murukku.id, quantity: 1 }],
        description: 'The murukku arrived crushed to crumbs',
      },
    });
  const addToCart = (principal: Principal, productId: string, quantity: number) =>
    fixture.platform.client.command<Cart>(CartPatterns.setLine, { principal, input: { productId, quantity } });

  beforeAll(() => fixture.start(), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => fakeCatalog.reset());

  it("gives the shopper their orders, tickets and cart lines, never another shopper's", async () => {
    const meena = customer();
    const ravi = customer();
    const first = await fixture.place({ principal: meena });
    const second = await fixture.place({ principal: meena, items: [{ productId: laddu.id, quantity: 3 }] });
    const hers = await fixture.place({ principal: ravi });
    await fixture.deliver(amma, first.id);
    await fixture.deliver(amma, hers.id);
    const { issue } = await report(meena, first.id);
    await report(ravi, hers.id);
    await addToCart(meena, murukku.id, 2);
    await addToCart(ravi, laddu.id, 5);

    const data = await dataOf(meena);

    expect(data.orders.map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(data.orders[1]).toMatchObject({
      id: first.id,
      userId: { _id: meena.id },
      shippingAddress: first.shippingAddress,
      paymentMethod: 'cod',
      paymentStatus: first.paymentStatus,
      totalAmount: first.totalAmount,
      consent: null,
    });
    expect(data.tickets.map((t) => t.number)).toEqual([issue.number]);
    expect(data.cart).toEqual([
      {
        productId: murukku.id,
        variantId: murukku.variantId,
        name: 'Murukku',
        packLabel: '250g',
        quantity: 2,
        priceWhenAdded: 120,
        addedAt: expect.any(String),
      },
    ]);
    const everything = JSON.stringify(data);
    expect(everything).not.toContain(hers.id);
    expect(everything).not.toContain(ravi.id);
  });

  it('answers a shopper with nothing held: no orders, no tickets, an empty cart', async () => {
    expect(await dataOf(customer())).toEqual({ orders: [], tickets: [], cart: [] });
  });

  it('refuses a seller and an admin: only a shopper has data of their own here', async () => {
    await expect(dataOf(amma)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(dataOf(admin)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });
});
