import { createStep, type UnitOfWork } from '@thindi/platform';
import type { OrderDb } from '../../../db/order-db';
import { CouponsRepository } from '../../../db/coupons.repository';
import { OrdersRepository, type StoredOrder } from '../../../db/orders.repository';
import { violatedUniqueIndex } from '../../../db/unique-violation';
import { applyCoupon } from '../../../domain/coupon-pricing';
import { OrderNumbers } from '../../../domain/order-number';
import { priceOrder } from '../../../domain/pricing';
import { placedNotices } from '../../../messaging/order-notices';
import type { CancelOrderHandler } from '../../cancel-order/cancel-order.handler';
import { buildOrderRows } from '../build-order-rows';
import { orderRef, type OrderRef, type PlaceOrderState } from '../place-order.state';

/** A drawn order number that is taken is drawn again; this many draws in a row colliding is not chance. */
const NUMBER_DRAWS = 5;

/** A concurrent request with the same Idempotency-Key wrote its order first: that order is the answer. */
export class AlreadyPlaced extends Error {
  constructor(
    readonly customerId: string,
    readonly key: string,
  ) {
    super('This checkout already placed its order');
  }
}

export interface WriteOrderPorts {
  orders: OrdersRepository;
  numbers: OrderNumbers;
  unitOfWork: UnitOfWork<OrderDb>;
  cancel: CancelOrderHandler;
  coupons: CouponsRepository;
  /** UNPAID_ORDER_TIMEOUT_HOURS: when an unpaid UPI order is cancelled. */
  payWithinHours: number;
}

/**
 * Step 3: the order, its per-seller parts, its coupon's use (refused with why when the coupon cannot take one more,
 * and nothing is written) and what follows them (order.placed, the shopper's and the sellers' mail jobs) in one
 * transaction, then sent at once. Undo (when the stock could not be confirmed): cancel it
 * through the shopper's cancel path, and free its Idempotency-Key so a retry can place the order again.
 */
export const writeOrderStep = (ports: WriteOrderPorts) =>
  createStep<PlaceOrderState, OrderRef>(
    'write-order',
    async (state) => {
      const stored = await insertWithFreshNumber(ports, state);
      return { stored };
    },
    {
      with: orderRef,
      run: async ({ orderId }) => {
        await ports.cancel.cancelUnheld(orderId);
        await ports.orders.releaseKey(orderId);
      },
    },
  );

async function insertWithFreshNumber(ports: WriteOrderPorts, state: PlaceOrderState): Promise<StoredOrder> {
  const { orderId, principal, input, idempotencyKey, fingerprint, deliveries, consent } = state;
  const now = new Date();
  const listed = priceOrder(state.lines, state.products ?? [], now, state.supply);
  const { coupon } = state;
  const priced = coupon ? applyCoupon(listed, coupon) : listed;
  const { firstName, lastName } = state.customerName ?? input.shippingAddress;
  const customer = { firstName, lastName, email: principal.email };
  for (let draw = 1; ; draw++) {
    const orderNumber = ports.numbers.next();
    const { payWithinHours } = ports;
    const draft = {
      orderId,
      orderNumber,
      principal,
      customer,
      input,
      priced,
      idempotencyKey,
      fingerprint,
      deliveries,
      payWithinHours,
      consent,
    };
    const rows = buildOrderRows(draft, now);
    try {
      return await ports.unitOfWork.run(async (tx, events) => {
        const stored = await ports.orders.insert(tx, rows.order, rows.parts);
        if (coupon) {
          const use = { orderId, customerId: principal.id, discountPaise: priced.discountPaise };
          await ports.coupons.claimUse(tx, coupon, use, now);
        }
        events.add(...placedNotices(stored));
        return stored;
      });
    } catch (err) {
      const index = violatedUniqueIndex(err);
      if (index === 'orders_idempotency_key' && idempotencyKey) throw new AlreadyPlaced(principal.id, idempotencyKey);
      if (index !== 'orders_number_key' || draw === NUMBER_DRAWS) throw err;
    }
  }
}
