import { OrderPatterns, type PlaceOrderResult } from '@thindi/contracts';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, maduraiAddress, murukku } from '../../../test/fake-catalog';
import { orderServiceForTest, shopper } from '../../../test/order-fixture';
import { OrdersRepository } from '../../db/orders.repository';

/** The terms in force in these tests (POLICY_VERSION), other than the default to show the setting is read. */
const IN_FORCE = '2027-01-15';

/** The shopper's agreement to the terms at checkout, kept with the order (Consumer Protection (E-Commerce) Rules). */
describe('order service: consent to the terms', () => {
  let service: ServiceUnderTest;
  const fixture = orderServiceForTest({ POLICY_VERSION: IN_FORCE });
  const items = [
    { productId: murukku.id, quantity: 2 },
    { productId: laddu.id, quantity: 1 },
  ];
  const place = (order: Record<string, unknown>, idempotencyKey?: string) =>
    fixture.platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress: maduraiAddress, ...order }, idempotencyKey },
    });
  const reserves = () => fakeCatalog.calls.filter((c) => c.pattern === 'catalog.stock.reserve').length;
  const ordersOfShopper = () => service.app.get(OrdersRepository).listByCustomer(shopper.id);

  beforeAll(async () => {
    service = await fixture.start();
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => fakeCatalog.reset());

  it('records the version agreed to and when the order service received it, and answers it on every read', async () => {
    const before = Date.now();
    const { order } = await place({ consent: { policyVersion: IN_FORCE } });
    const after = Date.now();

    expect(order.consent).toEqual({ policyVersion: IN_FORCE, agreedAt: expect.any(String) });
    const agreedAt = Date.parse(order.consent!.agreedAt);
    expect(agreedAt).toBeGreaterThanOrEqual(before);
    expect(agreedAt).toBeLessThanOrEqual(after);
    expect((await fixture.get(order.id)).consent).toEqual(order.consent);
  });

  it('places an order sent without consent, as outside clients do, and records none', async () => {
    const { order } = await place({});

    expect(order.consent).toBeNull();
    expect((await fixture.get(order.id)).consent).toBeNull();
  });

  it('refuses consent to another version, naming the one in force, and takes no stock and writes no order', async () => {
    const placedBefore = (await ordersOfShopper()).length;

    await expect(place({ consent: { policyVersion: '2026-06-01' } })).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.POLICY_CHANGED',
      message: `The terms and the return and refund policy changed (now version ${IN_FORCE}): read them and agree again`,
    });
    expect(reserves()).toBe(0);
    expect(await ordersOfShopper()).toHaveLength(placedBefore);
  });

  it('answers a retry of a placed order with that order, though the consent it resends is of older terms', async () => {
    const key = randomUUID();
    const { order } = await place({ consent: { policyVersion: IN_FORCE } }, key);

    const retry = await place({ consent: { policyVersion: '2026-06-01' } }, key);
    expect(retry).toMatchObject({ replayed: true, order: { id: order.id, consent: order.consent } });
  });
});
