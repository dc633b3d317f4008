import type { PlaceOrderInput, ProductSnapshot } from '@thindi/contracts';
import type { OutboxEntry, UnitEvents, UnitOfWork } from '@thindi/platform';
import { stepContext } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { CouponsRepository } from '../../../db/coupons.repository';
import type { OrderDb } from '../../../db/order-db';
import type { NewFulfilment, NewOrder, OrdersRepository, StoredOrder } from '../../../db/orders.repository';
import type { OrderNumbers } from '../../../domain/order-number';
import type { CancelOrderHandler } from '../../cancel-order/cancel-order.handler';
import type { PlaceOrderState } from '../place-order.state';
import { AlreadyPlaced, writeOrderStep } from './write-order.step';

const murukku: ProductSnapshot = {
  id: randomUUID(),
  name: 'Murukku',
  pricePaise: 12_000,
  image: null,
  weight: '250g',
  sellerId: randomUUID(),
  sellerName: 'Amma Snacks',
  stockQuantity: 10,
  variantId: randomUUID(),
  variantLabel: '250g',
  mrpPaise: 15_000,
  isDefault: true,
};

const input: PlaceOrderInput = {
  items: [{ productId: murukku.id, quantity: 2 }],
  shippingAddress: {
    type: 'home',
    firstName: 'Meena',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
    phone: '9876543210',
  },
  paymentMethod: 'cod',
};

const state = (idempotencyKey?: string): PlaceOrderState => ({
  orderId: randomUUID(),
  principal: { id: randomUUID(), role: 'customer', email: 'meena@example.in' },
  input,
  lines: [{ productId: murukku.id, quantity: 2 }],
  idempotencyKey,
  fingerprint: 'fingerprint',
  products: [murukku],
  supply: { destinationState: 'Tamil Nadu', gstins: { [murukku.sellerId]: null }, originStates: {} },
  deliveries: { [murukku.sellerId]: null },
});

/** PostgreSQL's unique violation as the driver wraps it. */
const uniqueViolation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { cause: { code: '23505', constraint } });

/** The step's ports, faked: inserts answer in turn from `failures` (then succeed), and every call is recorded. */
function fakePorts(failures: Error[] = []) {
  const calls: string[] = [];
  const inserted: Array<{ order: NewOrder; parts: NewFulfilment[]; notices: unknown }> = [];
  const drawn = ['TH-1', 'TH-2', 'TH-3'];
  const orders = {
    insert: async (_tx: OrderDb, order: NewOrder, parts: NewFulfilment[]) => {
      inserted.push({ order, parts, notices: undefined });
      const failure = failures.shift();
      if (failure) throw failure;
      return { order, parts } as unknown as StoredOrder;
    },
    releaseKey: async (id: string) => void calls.push(`release-key:${id}`),
  } as unknown as OrdersRepository;
  const numbers = { next: () => drawn.shift()! } as OrderNumbers;
  // Runs the work and keeps what it names as the insert's notices; a unit that committed nudges the relay.
  const unitOfWork = {
    run: async <R>(work: (tx: OrderDb, events: UnitEvents) => Promise<R>) => {
      const notices: OutboxEntry[] = [];
      const events = { add: (...entries: OutboxEntry[]) => void notices.push(...entries) } as UnitEvents;
      const result = await work({} as OrderDb, events);
      inserted[inserted.length - 1]!.notices = notices;
      calls.push('flush');
      return result;
    },
  } as unknown as UnitOfWork<OrderDb>;
  const cancel = {
    cancelUnheld: async (id: string) => void calls.push(`cancel:${id}`),
  } as unknown as CancelOrderHandler;
  const coupons = {} as unknown as CouponsRepository;
  return { ports: { orders, numbers, unitOfWork, cancel, coupons, payWithinHours: 24 }, calls, inserted };
}

describe('place-order step write-order', () => {
  it('writes the order, priced from the snapshots, with its parts and notices, then sends them at once', async () => {
    const { ports, calls, inserted } = fakePorts();
    const s = state();
    const { stored } = (await writeOrderStep(ports).invoke(s, stepContext('place-order'))) as PlaceOrderState;
    expect(inserted).toHaveLength(1);
    const [{ order, parts, notices }] = inserted;
    expect(order).toMatchObject({ id: s.orderId, orderNumber: 'TH-1', customerId: s.principal.id });
    expect(order.items).toEqual([expect.objectContaining({ productId: murukku.id, quantity: 2 })]);
    expect(parts.map((p) => p.sellerId)).toEqual([murukku.sellerId]);
    expect(notices).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'order.placed' })]));
    expect(stored?.order).toBe(order);
    expect(calls).toEqual(['flush']);
  });

  it('draws another order number when the one drawn is taken', async () => {
    const { ports, inserted } = fakePorts([uniqueViolation('orders_number_key')]);
    await writeOrderStep(ports).invoke(state(), stepContext('place-order'));
    expect(inserted.map((i) => i.order.orderNumber)).toEqual(['TH-1', 'TH-2']);
  });

  it('answers that the order is already placed when a racing checkout with the same key wrote it first', async () => {
    const { ports } = fakePorts([uniqueViolation('orders_idempotency_key')]);
    const s = state('checkout-1');
    const err = await writeOrderStep(ports)
      .invoke(s, stepContext('place-order'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AlreadyPlaced);
    expect(err).toMatchObject({ customerId: s.principal.id, key: 'checkout-1' });
  });

  it('is undone by cancelling the order and freeing its Idempotency-Key for a retry', async () => {
    const { ports, calls } = fakePorts();
    const s = state('checkout-2');
    const { compensation } = writeOrderStep(ports);
    const undo = compensation!.with(s);
    expect(undo).toEqual({ orderId: s.orderId });
    await compensation!.run(JSON.parse(JSON.stringify(undo)));
    expect(calls).toEqual([`cancel:${s.orderId}`, `release-key:${s.orderId}`]);
  });
});
