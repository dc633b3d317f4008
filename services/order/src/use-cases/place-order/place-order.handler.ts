import { Inject, Injectable } from '@nestjs/common';
import { type PlaceOrderMessage, type PlaceOrderResult, type Principal, type ProductSnapshot } from '@thindi/contracts';
import {
  APP_CONFIG,
  assertDeliverableAddress,
  createWorkflow,
  DomainError,
  LOGGER,
  Metrics,
  remainingMs,
  ServiceClient,
  ServiceWorkflows,
  UnitOfWork,
  type AppConfig,
  type Logger,
} from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import type { OrderDb } from '../../db/order-db';
import { CouponsRepository } from '../../db/coupons.repository';
import { OrdersRepository, type StoredOrder } from '../../db/orders.repository';
import { checkCouponUsable, unknownCoupon } from '../../domain/coupon-rules';
import { orderFingerprint } from '../../domain/order-fingerprint';
import { OrderNumbers } from '../../domain/order-number';
import { toOrder } from '../../domain/order-view';
import { mergeLines } from '../../domain/packs';
import { assertCurrentPolicy } from '../../domain/policy-consent';
import { CartHandler } from '../cart/cart.handler';
import { CancelOrderHandler } from '../cancel-order/cancel-order.handler';
import { DeliveryTerms } from '../delivery-quote/delivery-terms';
import { AccountNames } from './account-names';
import { assertWithinLineLimits } from './line-limits';
import type { PlaceOrderState } from './place-order.state';
import { confirmStockStep } from './steps/confirm-stock.step';
import { quoteDeliveryStep } from './steps/quote-delivery.step';
import { reserveStockStep } from './steps/reserve-stock.step';
import { AlreadyPlaced, writeOrderStep } from './steps/write-order.step';

/** The flow's own share of the caller's wait: it is over (and undone) before the gateway gives up. */
const DEADLINE_MARGIN_MS = 1000;

const answer = (stored: StoredOrder, replayed: boolean): PlaceOrderResult => ({
  success: true,
  message: 'Order placed successfully',
  order: toOrder(stored),
  replayed,
});

/**
 * The order an Idempotency-Key already made, answered again when it was made of the same input. Another input is
 * refused: the key is not a second order's. An order kept from before fingerprints replays as it did.
 */
function replay(earlier: StoredOrder, fingerprint: string): PlaceOrderResult {
  const kept = earlier.order.idempotencyFingerprint;
  if (kept && kept !== fingerprint) {
    throw new DomainError(
      'ORDER.IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different order',
    );
  }
  return answer(earlier, true);
}

/**
 * Places an order as a flow (reserve and price → quote each seller's delivery to the address → write the order
 * with its events → confirm the stock), each step with its undo. One order per Idempotency-Key: a retry of the same
 * order, even one racing the first, answers that order; the key sent with another order is refused. The ordered
 * packs then leave the cart, except for a Buy Now (`keepCart`), which orders what was shown and nothing else.
 */
@Injectable()
export class PlaceOrderHandler {
  private readonly flow;
  private readonly placed;
  private readonly placedValue;

  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
    private readonly orders: OrdersRepository,
    private readonly workflows: ServiceWorkflows,
    private readonly accountNames: AccountNames,
    private readonly cart: CartHandler,
    deliveryTerms: DeliveryTerms,
    numbers: OrderNumbers,
    @Inject(UnitOfWork) unitOfWork: UnitOfWork<OrderDb>,
    cancel: CancelOrderHandler,
    private readonly coupons: CouponsRepository,
  ) {
    this.flow = createWorkflow<PlaceOrderState>('place-order', [
      reserveStockStep(client),
      quoteDeliveryStep(deliveryTerms),
      writeOrderStep({
        orders,
        numbers,
        unitOfWork,
        cancel,
        coupons,
        payWithinHours: config.UNPAID_ORDER_TIMEOUT_HOURS,
      }),
      confirmStockStep(client, logger),
    ]);
    workflows.register(this.flow);
    this.placed = metrics.counter('thindi_orders_placed_total', 'Orders placed, by payment method', ['payment_method']);
    this.placedValue = metrics.counter(
      'thindi_orders_placed_value_rupees_total',
      'What the orders placed are worth in rupees, delivery and tax included',
    );
  }

  async execute(principal: Principal, { order: input, idempotencyKey }: PlaceOrderMessage): Promise<PlaceOrderResult> {
    const receivedAt = new Date();
    // No card or net banking gateway is configured: nothing may pretend to charge one.
    if (input.paymentMethod === 'card' || input.paymentMethod === 'netbanking')
      throw DomainError.validation(
        'Card and net banking payments are coming soon: please pay by UPI or cash on delivery',
        'ORDER.PAYMENT_METHOD_UNAVAILABLE',
      );
    // An address the pincode directory refutes is refused before anything is reserved.
    assertDeliverableAddress(input.shippingAddress);
    const lines = mergeLines(input.items);
    await assertWithinLineLimits(this.client, lines);
    // Whether the cart keeps its lines, and the terms agreed to, are not part of what is ordered: a retry answers
    // the same order either way, even one sent again after the terms changed.
    const { keepCart, consent, ...ordered } = input;
    const fingerprint = orderFingerprint(ordered);
    // The shopper's name (from the account, kept for a while) is read beside the key lookup: no extra wait.
    const [earlier, customerName] = await Promise.all([
      idempotencyKey ? this.orders.findByKey(principal.id, idempotencyKey) : undefined,
      this.accountNames.of(principal),
    ]);
    if (earlier) return replay(earlier, fingerprint);
    assertCurrentPolicy(consent, this.config.POLICY_VERSION);
    const coupon = input.couponCode ? await this.couponFor(principal, input.couponCode, receivedAt) : undefined;
    const start: PlaceOrderState = {
      orderId: randomUUID(),
      principal,
      input,
      lines,
      idempotencyKey,
      fingerprint,
      consent: consent && { policyVersion: consent.policyVersion, agreedAt: receivedAt },
      customerName,
      coupon,
    };
    // Within the caller's deadline when it sent one (the gateway's), leaving a margin to answer.
    const budget = remainingMs() ?? this.config.REQUEST_TIMEOUT_MS;
    const deadlineMs = Math.max(1000, budget - DEADLINE_MARGIN_MS);
    try {
      const { stored, products = [] } = await this.workflows.run(this.flow, start, { deadlineMs });
      this.placed.inc({ payment_method: stored!.order.paymentMethod });
      this.placedValue.inc(stored!.order.totalPaise / 100);
      if (!keepCart) await this.emptyCart(principal, products, coupon !== undefined);
      return answer(stored!, false);
    } catch (err) {
      if (!(err instanceof AlreadyPlaced)) throw err;
      // Our reservation is already released (the flow undid it); the winner's order is the answer.
      const winner = await this.orders.findByKey(err.customerId, err.key);
      if (!winner) throw err;
      return replay(winner, fingerprint);
    }
  }

  /**
   * The coupon of the code, refused before any stock is held when it cannot be used now (unknown, not started,
   * expired, paused, used up, or by this shopper as often as it allows). It is read here, outside the order's
   * transaction: its use is taken in that transaction, under the coupon's row lock (write-order).
   */
  private async couponFor(principal: Principal, code: string, now: Date) {
    const found = await this.coupons.byCodeFor(code, principal.id);
    if (!found) throw unknownCoupon(code);
    checkCouponUsable(found.coupon, now, found.customerUses);
    return found.coupon;
  }

  /**
   * Once the order stands, its packs leave the shopper's cart (unless it was a Buy Now, sent with `keepCart`);
   * a failed placement never reaches here, so the cart is kept for the retry. A cart that cannot be emptied now
   * does not fail the placed order.
   */
  private async emptyCart(principal: Principal, packs: ProductSnapshot[], usedCoupon: boolean): Promise<void> {
    await this.cart
      .ordered(principal.id, packs, usedCoupon)
      .catch((err: unknown) => this.logger.warn({ err }, 'the cart was not emptied after the order'));
  }
}
