import {
  MAIL_QUEUE,
  MailJobs,
  OrderEvents,
  OrderPatterns,
  type StandingOrdersResponse,
  type OrderPlacedEvent,
  type OrderStatusChangedEvent,
  type PlaceOrderResult,
  type Principal,
} from '@thindi/contracts';
import {
  runWithRequestContext,
  ServiceWorkflows,
  UnitOfWork,
  type EventEnvelope,
  type Platform,
} from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import {
  fakeCatalog,
  laddu,
  maduraiAddress,
  murukku,
  orderWithFakeCatalog,
  shippingProfile,
} from '../../../test/fake-catalog';
import { OrdersRepository } from '../../db/orders.repository';
import { outbox } from '../../db/schema';
import { OrderNumbers } from '../../domain/order-number';

/** Placing an order as a flow with its undos, on PGlite, against a scripted catalog. */
describe('order service: placing an order', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let busDown = false;
  const events: EventEnvelope[] = [];
  const mails: Array<{ name: string; data: { to: string; orderNumber: string } }> = [];

  const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
  const shippingAddress = maduraiAddress;
  const items = [
    { productId: murukku.id, quantity: 2 },
    { productId: laddu.id, quantity: 1 },
  ];
  const place = (idempotencyKey?: string, order: Record<string, unknown> = {}) =>
    platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress, ...order }, idempotencyKey },
    });
  const repository = () => service.app.get(OrdersRepository);
  const ordersOf = async () => repository().listByCustomer(shopper.id);
  const eventsOf = <T>(subject: string, orderId: string) =>
    events.filter((e) => e.subject === subject && (e.data as { orderId: string }).orderId === orderId) as Array<
      EventEnvelope<T>
    >;
  beforeAll(async () => {
    service = await startServiceForTest('order', orderWithFakeCatalog, {
      prepare: (p) => {
        const publish = p.events.publish.bind(p.events);
        p.events.publish = async (subject, data, options) => {
          if (busDown) throw new Error('event bus down');
          return publish(subject, data, options);
        };
      },
    });
    platform = service.platform;
    for (const subject of [OrderEvents.placed, OrderEvents.statusChanged]) {
      await platform.events.subscribe(subject, {}, (e) => void events.push(e));
    }
    await platform.jobs.process<{ to: string; orderNumber: string }>(MAIL_QUEUE, async (data, { name }) => {
      mails.push({ name, data });
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());
  beforeEach(() => {
    fakeCatalog.reset();
    busDown = false;
  });

  it('prices the order from the reserve answer, confirms the stock, and sends order.placed and every mail', async () => {
    const { order, replayed } = await place();
    expect(replayed).toBe(false);
    expect(order).toMatchObject({ subtotal: 360, orderStatus: 'pending' });
    expect(order.fulfilments.map((f) => f.sellerName).sort()).toEqual(['Amma Snacks', 'Laddu House']);
    expect(fakeCatalog.calls.map((c) => c.pattern)).toEqual(['catalog.stock.reserve', 'catalog.stock.confirm']);
    await waitUntil('the order is announced', () => eventsOf(OrderEvents.placed, order.id).length === 1);
    await waitUntil(
      'the three order mails are queued',
      () => mails.filter((m) => m.data.orderNumber === order.orderNumber).length === 3,
    );
    const sent = mails.filter((m) => m.data.orderNumber === order.orderNumber);
    expect(sent.find((m) => m.name === MailJobs.orderConfirmation)?.data.to).toBe(shopper.email);
    expect(
      sent
        .filter((m) => m.name === MailJobs.sellerNewOrder)
        .map((m) => m.data.to)
        .sort(),
    ).toEqual([`${laddu.sellerId}@sellers.example.in`, `${murukku.sellerId}@sellers.example.in`].sort());
  });

  it('taxes each line: CGST + SGST from a seller in the same state, IGST from another; the tax is their sum', async () => {
    const { order } = await place();
    const gstOf = (productId: string) => {
      const { hsn, gstRate, cgst, sgst, igst } = order.items.find((i) => i.productId === productId)!;
      return { hsn, gstRate, cgst, sgst, igst };
    };
    // Murukku 2 × ₹120 from Madurai to Madurai; laddu ₹120 from Mysuru (Karnataka) to Tamil Nadu.
    expect(gstOf(murukku.id)).toEqual({ hsn: '2106 90', gstRate: 5, cgst: 6, sgst: 6, igst: 0 });
    expect(gstOf(laddu.id)).toEqual({ hsn: '2106 90', gstRate: 5, cgst: 0, sgst: 0, igst: 6 });
    expect(order).toMatchObject({ subtotal: 360, shippingCost: 50, tax: 18, totalAmount: 428 });
  });

  it('charges no GST on the lines of a seller without a GSTIN selling within its own state', async () => {
    fakeCatalog.profiles = () => [
      shippingProfile(murukku.sellerId, '625001', { gstin: null }),
      shippingProfile(laddu.sellerId, '570001'),
    ];
    const { order } = await place();
    const murukkuLine = order.items.find((i) => i.productId === murukku.id)!;
    expect(murukkuLine).toMatchObject({ gstRate: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(order.tax).toBe(6);
  });

  it("stores each seller's estimated delivery to the address, and promises the order by the latest of them", async () => {
    const { order } = await place();
    const bySeller = new Map(order.fulfilments.map((f) => [f.sellerId, f.delivery]));
    // Madurai to Madurai is the same district (zone A); Mysuru to Madurai crosses states (zone D).
    expect(bySeller.get(murukku.sellerId)).toMatchObject({ zone: 'A' });
    const fromMysuru = bySeller.get(laddu.sellerId)!;
    expect(fromMysuru).toMatchObject({ zone: 'D', label: expect.stringMatching(/^Delivery (by|in) /) });
    expect(order.estimatedDelivery).toBe(new Date(`${fromMysuru.latest}T12:00:00+05:30`).toISOString());
    expect(fakeCatalog.profileReads).toEqual([[murukku.sellerId, laddu.sellerId]]);
    const stored = await repository().findById(order.id);
    expect(stored?.parts.find((p) => p.sellerId === laddu.sellerId)?.delivery).toEqual(fromMysuru);
    await waitUntil(
      'the three order mails are queued',
      () => mails.filter((m) => m.data.orderNumber === order.orderNumber).length === 3,
    );
    const sent = mails.filter((m) => m.data.orderNumber === order.orderNumber) as unknown as Array<{
      name: string;
      data: { parts?: Array<{ deliveryLabel: string | null }>; deliveryLabel?: string | null };
    }>;
    const confirmation = sent.find((m) => m.name === MailJobs.orderConfirmation)!.data;
    expect(confirmation.parts?.map((p) => p.deliveryLabel)).toEqual(order.fulfilments.map((f) => f.delivery?.label));
    const sellerLabels = sent.filter((m) => m.name === MailJobs.sellerNewOrder).map((m) => m.data.deliveryLabel);
    expect(sellerLabels.sort()).toEqual(order.fulfilments.map((f) => f.delivery?.label).sort());
  });

  describe('refuses what cannot reach the address, giving the reserved stock back', () => {
    const refusedWith = async (order: Record<string, unknown>, error: { code: string; message: string }) => {
      const before = (await ordersOf()).length;
      await expect(place(undefined, order)).rejects.toMatchObject({ kind: 'VALIDATION', ...error });
      expect(await ordersOf()).toHaveLength(before);
    };
    const reservedAndReleased = () => {
      const reserved = fakeCatalog.calls.filter((c) => c.pattern === 'catalog.stock.reserve').map((c) => c.orderId);
      expect(reserved).toHaveLength(1);
      expect(fakeCatalog.released()).toEqual(reserved);
    };

    it('a line whose seller ships only within its own state', async () => {
      fakeCatalog.profiles = () => [
        shippingProfile(murukku.sellerId, '625001'),
        shippingProfile(laddu.sellerId, '570001', { shipsTo: 'state' }),
      ];
      await refusedWith(
        {},
        {
          code: 'ORDER.NOT_DELIVERABLE',
          message: 'Laddu cannot be delivered to 625001: its seller ships only within Karnataka',
        },
      );
      reservedAndReleased();
    });

    it('a line of a seller without a GSTIN for another state', async () => {
      fakeCatalog.profiles = () => [
        shippingProfile(murukku.sellerId, '625001'),
        shippingProfile(laddu.sellerId, '570001', { gstin: null }),
      ];
      await refusedWith(
        {},
        {
          code: 'ORDER.NOT_DELIVERABLE',
          message: 'Laddu can only be sold within Karnataka: its seller has no GSTIN',
        },
      );
      reservedAndReleased();
    });

    it('cash on delivery from a seller that does not offer it', async () => {
      fakeCatalog.profiles = () => [
        shippingProfile(murukku.sellerId, '625001', { codEnabled: false }),
        shippingProfile(laddu.sellerId, '570001'),
      ];
      await refusedWith(
        { paymentMethod: 'cod' },
        { code: 'ORDER.COD_UNAVAILABLE', message: 'Cash on Delivery is not available for Murukku' },
      );
      reservedAndReleased();
    });

    it("cash on delivery above the seller's limit", async () => {
      fakeCatalog.profiles = () => [
        shippingProfile(murukku.sellerId, '625001', { codLimit: 200 }),
        shippingProfile(laddu.sellerId, '570001'),
      ];
      // Two murukku at ₹120 make ₹240 for that seller.
      await refusedWith(
        { paymentMethod: 'cod' },
        { code: 'ORDER.COD_UNAVAILABLE', message: 'Cash on Delivery is not available for Murukku above ₹200.00' },
      );
      reservedAndReleased();
    });

    it('but takes the same cart paid by UPI', async () => {
      fakeCatalog.profiles = () => [
        shippingProfile(murukku.sellerId, '625001', { codEnabled: false }),
        shippingProfile(laddu.sellerId, '570001'),
      ];
      const { order } = await place(undefined, { paymentMethod: 'upi' });
      expect(order.paymentMethod).toBe('upi');
      expect(fakeCatalog.released()).toEqual([]);
    });

    it("an order whose sellers' shipping profiles cannot be read", async () => {
      fakeCatalog.profiles = () => {
        throw new Error('seller service down');
      };
      // As the gateway would, the request carries a deadline: the profiles are asked again until it runs out.
      const deadline = Date.now() + 3000;
      await expect(runWithRequestContext({ requestId: 'profiles-down', deadline }, () => place())).rejects.toThrow();
      // The flow's deadline is what failed: its undo runs apart from the shopper's request.
      await waitUntil('the reservation is released', () => fakeCatalog.released().length === 1);
      reservedAndReleased();
    });

    it('a pincode that does not exist, before anything is reserved', async () => {
      await refusedWith(
        { shippingAddress: { ...shippingAddress, pincode: '999999' } },
        { code: 'ADDRESS.PINCODE_UNKNOWN', message: 'Please enter a valid pincode' },
      );
      expect(fakeCatalog.calls).toEqual([]);
    });

    it("a state that is not the pincode's, before anything is reserved", async () => {
      await refusedWith(
        { shippingAddress: { ...shippingAddress, state: 'Kerala' } },
        { code: 'ADDRESS.STATE_MISMATCH', message: 'State does not match pincode 625001 (it is in Tamil Nadu)' },
      );
      expect(fakeCatalog.calls).toEqual([]);
    });
  });

  it('releases nothing when the catalog refuses the reservation, and names the short product', async () => {
    fakeCatalog.reserve = () => ({
      ok: false,
      reason: 'short',
      productId: laddu.id,
      variantId: laddu.variantId,
      name: 'Laddu',
      available: 0,
    });
    const before = (await ordersOf()).length;
    await expect(place()).rejects.toMatchObject({ kind: 'CONFLICT', message: 'Laddu is out of stock' });
    expect(fakeCatalog.released()).toEqual([]);
    expect(await ordersOf()).toHaveLength(before);
  });

  it('releases the stock when the reserve got no answer, since it may have reserved', async () => {
    fakeCatalog.reserve = () => {
      throw new Error('connection lost');
    };
    await expect(place()).rejects.toMatchObject({ kind: 'UNAVAILABLE' });
    const [reserved] = fakeCatalog.calls;
    expect(fakeCatalog.released()).toEqual([reserved.orderId]);
  });

  it('releases the stock when the order cannot be written', async () => {
    const insert = jest.spyOn(repository(), 'insert').mockRejectedValueOnce(new Error('disk full'));
    await expect(place()).rejects.toThrow();
    insert.mockRestore();
    const [reserved] = fakeCatalog.calls;
    expect(fakeCatalog.released()).toEqual([reserved.orderId]);
    expect(await repository().findById(reserved.orderId!)).toBeUndefined();
  });

  it('cancels the order and releases the stock when the catalog will not confirm it, and a retry places it anew', async () => {
    fakeCatalog.confirm = () => ({ confirmed: false });
    const key = `checkout-${randomUUID()}`;
    await expect(place(key)).rejects.toMatchObject({ kind: 'CONFLICT' });
    const [reserved] = fakeCatalog.calls;
    expect(fakeCatalog.released()).toEqual([reserved.orderId]);
    const cancelled = await repository().findById(reserved.orderId!);
    expect(cancelled?.order.status).toBe('cancelled');
    await waitUntil(
      'the cancellation is announced',
      () => eventsOf(OrderEvents.statusChanged, reserved.orderId!).length === 1,
    );
    expect(eventsOf<OrderStatusChangedEvent>(OrderEvents.statusChanged, reserved.orderId!)[0].data.status).toBe(
      'cancelled',
    );
    fakeCatalog.confirm = () => ({ confirmed: true });
    const retry = await place(key);
    expect(retry.replayed).toBe(false);
    expect(retry.order.id).not.toBe(reserved.orderId);
  });

  it('keeps the order when the catalog cannot be reached to confirm (the sweeper keeps its stock)', async () => {
    fakeCatalog.confirm = () => {
      throw new Error('catalog restarting');
    };
    const { order } = await place();
    expect(order.orderStatus).toBe('pending');
    expect(fakeCatalog.released()).toEqual([]);
  });

  it('retries a release that fails until the catalog takes it', async () => {
    let refusals = 2;
    fakeCatalog.release = () => {
      if (refusals-- > 0) throw new Error('catalog busy');
      return { released: true };
    };
    jest.spyOn(repository(), 'insert').mockRejectedValueOnce(new Error('disk full'));
    await expect(place()).rejects.toThrow();
    const [reserved] = fakeCatalog.calls;
    await waitUntil('the catalog takes the release', () => fakeCatalog.released().length === 3);
    expect(new Set(fakeCatalog.released())).toEqual(new Set([reserved.orderId]));
    expect(service.app.get(ServiceWorkflows).queue).toBe('compensations-order');
  }, 15_000);

  it('draws another order number when the one drawn is taken', async () => {
    const first = await place();
    const numbers = jest.spyOn(service.app.get(OrderNumbers), 'next').mockReturnValueOnce(first.order.orderNumber);
    const second = await place();
    expect(numbers).toHaveBeenCalledTimes(2);
    numbers.mockRestore();
    expect(second.order.orderNumber).not.toBe(first.order.orderNumber);
  });

  it('answers a retry with the same Idempotency-Key with the same order, even when the retries race', async () => {
    const key = `checkout-${randomUUID()}`;
    const answers = await Promise.all([place(key), place(key), place(key)]);
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const again = await place(key);
    expect(again).toMatchObject({ replayed: true, order: { id: answers[0].order.id } });
    const reserves = fakeCatalog.calls.filter((c) => c.pattern === 'catalog.stock.reserve').map((c) => c.orderId);
    // Racers that lost reserved under their own order ids: each of those is released, the winner's is kept.
    expect(fakeCatalog.released().sort()).toEqual(reserves.filter((id) => id !== answers[0].order.id).sort());
  });

  it('keeps order.placed in the outbox while the event bus is down and sends it once the bus is back', async () => {
    busDown = true;
    const { order } = await place();
    await service.app.get(UnitOfWork).flush();
    expect(eventsOf(OrderEvents.placed, order.id)).toHaveLength(0);
    const waiting = await service.app.get(OrdersRepository)['db'].select().from(outbox);
    expect(waiting.some((e) => (e.data as OrderPlacedEvent).orderId === order.id)).toBe(true);
    busDown = false;
    await service.app.get(UnitOfWork).flush();
    await waitUntil('the order is announced', () => eventsOf(OrderEvents.placed, order.id).length === 1);
    await service.app.get(UnitOfWork).flush();
    expect(eventsOf(OrderEvents.placed, order.id)).toHaveLength(1);
  });

  it("writes order.status-changed with a shopper's cancel", async () => {
    const { order } = await place();
    const res = await platform.client.command<{ order: { orderStatus: string } }>(OrderPatterns.cancel, {
      principal: shopper,
      input: { id: order.id },
    });
    expect(res.order.orderStatus).toBe('cancelled');
    await waitUntil('the cancellation is announced', () => eventsOf(OrderEvents.statusChanged, order.id).length === 1);
    await waitUntil('the cancellation is mailed', () =>
      mails.some((m) => m.name === MailJobs.orderCancelled && m.data.orderNumber === order.orderNumber),
    );
  });

  it("reads a shopper's account name once for orders placed one after another", async () => {
    const regular: Principal = { id: randomUUID(), role: 'customer', email: 'regular@example.in' };
    const placeAs = () =>
      platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
        principal: regular,
        input: { order: { items, shippingAddress: { ...shippingAddress, firstName: 'Address' } } },
      });
    const first = await placeAs();
    const second = await placeAs();
    expect(fakeCatalog.accountReads).toEqual([regular.id]);
    for (const { order } of [first, second])
      expect(order.userId).toMatchObject({ firstName: 'Meena', lastName: 'Iyer' });
  });

  it("reads each seller's contact at most once for the new-order mails of orders placed one after another", async () => {
    const placed = [(await place()).order, (await place()).order];
    await waitUntil('every order has its three mails', () =>
      placed.every((o) => mails.filter((m) => m.data.orderNumber === o.orderNumber).length === 3),
    );
    expect(fakeCatalog.sellerReads.length).toBeLessThanOrEqual(2);
  });

  it('tells the catalog which orders stand: placed ones, not cancelled or unknown ones', async () => {
    const { order: kept } = await place();
    const { order: cancelled } = await place();
    await platform.client.command(OrderPatterns.cancel, { principal: shopper, input: { id: cancelled.id } });
    const unknown = randomUUID();
    const { standing } = await platform.client.query<StandingOrdersResponse>(OrderPatterns.standing, {
      orderIds: [kept.id, cancelled.id, unknown],
    });
    expect(standing).toEqual([kept.id]);
  });
});
