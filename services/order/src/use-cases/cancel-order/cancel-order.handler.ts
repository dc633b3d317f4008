import { Inject, Injectable } from '@nestjs/common';
import {
  CANCELLABLE_STATUSES,
  ErrorCodes,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
  type Principal,
} from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { CouponsRepository } from '../../db/coupons.repository';
import type { OrderDb } from '../../db/order-db';
import { ChangeOvertaken, OrdersRepository, type Change, type StoredOrder } from '../../db/orders.repository';
import type { OrderRow, StoredRefund } from '../../db/schema';
import { wholeCancelRefusal } from '../../domain/cancel-rules';
import { toOrder } from '../../domain/order-view';
import { cancellationRefunds, refundDueNotices } from '../../domain/refunds';
import { statusNotices } from '../../messaging/order-notices';

type Verdict = { ok: true; refunds: StoredRefund[] } | { ok: false; error: DomainError };
/** An unpaid UPI order cannot have shipped (sellers ship paid orders only): it is cancelled up to processing. */
export const UNPAID_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];
const refuse = (error: DomainError): Change<Verdict> => ({ order: {}, parts: [], result: { ok: false, error } });

/**
 * The owner cancels the whole order while it is pending or confirmed and no part of it has shipped (the parts not
 * yet shipped are then cancelled one by one: CancelPartHandler). order.status-changed (cancelled) is written to
 * the outbox with the cancel; the catalog releases the stock when it sees it, once per order.
 */
@Injectable()
export class CancelOrderHandler {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    private readonly coupons: CouponsRepository,
  ) {}

  async execute(
    principal: Principal,
    id: string,
    reason?: string,
  ): Promise<{ success: true; message: string; order: Order }> {
    const mayCancel = ({ order }: StoredOrder) =>
      principal.role === 'customer' && order.customerId === principal.id ? undefined : 'Order not found';
    const order = await this.cancel(id, reason || 'Cancelled by customer', mayCancel);
    return { success: true, message: 'Order cancelled successfully', order };
  }

  /**
   * Cancels an order whose stock could not be held (the catalog refused to confirm its reservation), through
   * the same path as a shopper's cancel. A repeat, or an order already cancelled, changes nothing.
   */
  async cancelUnheld(id: string): Promise<void> {
    await this.cancel(id, 'Cancelled: the stock could not be held', () => undefined).catch((err: unknown) => {
      if (!(err instanceof DomainError && err.kind === ErrorCodes.conflict)) throw err;
    });
  }

  /**
   * Cancels a UPI order still awaiting payment whose time to pay ended by `now`, through the same path as a
   * shopper's cancel (the catalog releases its stock on the event; the shopper is mailed). Written only while the
   * order still awaits payment: of two sweeps racing, or a sweep racing a payment, one wins. Answers whether it did.
   */
  async cancelUnpaid(id: string, now: Date): Promise<boolean> {
    const unpaid = ({ order }: StoredOrder) =>
      order.paymentStatus !== 'awaiting_payment' || !order.payBy || order.payBy > now ? 'Order not found' : undefined;
    const note = 'Cancelled: the payment was not received in time';
    try {
      await this.cancel(id, note, unpaid, { paymentStatus: 'expired' }, UNPAID_CANCELLABLE_STATUSES);
      return true;
    } catch (err) {
      if (err instanceof ChangeOvertaken || err instanceof DomainError) return false;
      throw err;
    }
  }

  private async cancel(
    id: string,
    note: string,
    refusal: (current: StoredOrder) => string | undefined,
    payment: Partial<OrderRow> = {},
    cancellable: readonly OrderStatus[] = CANCELLABLE_STATUSES,
  ) {
    const outcome = await this.unitOfWork.run(async (tx, events) => {
      const changed = await this.orders.change<Verdict>(tx, id, (current) =>
        this.decide(current, note, refusal(current), payment, cancellable),
      );
      // An order cancelled before anything of it shipped gives its coupon's use back.
      const { couponId } = changed?.stored.order ?? {};
      if (changed?.result.ok && couponId) await this.coupons.releaseUse(tx, couponId, id, new Date());
      if (changed?.result.ok)
        events.add(
          ...statusNotices(changed.stored, { sellerId: null, status: 'cancelled', note, trackingNumber: null }),
          ...refundDueNotices(changed.stored.order, changed.result.refunds),
        );
      return changed;
    });
    if (!outcome) throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    if (!outcome.result.ok) throw outcome.result.error;
    return toOrder(outcome.stored);
  }

  private decide(
    { order, parts }: StoredOrder,
    note: string,
    refusal: string | undefined,
    payment: Partial<OrderRow>,
    cancellable: readonly OrderStatus[],
  ): Change<Verdict> {
    if (refusal) return refuse(DomainError.notFound(refusal, 'ORDER.NOT_FOUND'));
    if (!cancellable.includes(order.status)) {
      return refuse(
        DomainError.conflict(`Order cannot be cancelled: it is already ${order.status}`, 'ORDER.STATUS_NOT_ALLOWED'),
      );
    }
    // One part shipped while another is still pending leaves the order pending: the parts decide.
    const away = wholeCancelRefusal(parts);
    if (away) return refuse(away);
    const entry: OrderHistoryEntry = { status: 'cancelled', note, timestamp: new Date().toISOString() };
    const live = parts.filter((p) => p.status !== 'cancelled');
    // A paid UPI order owes back all it was paid: each part, then the delivery charge and round off.
    const refunds = cancellationRefunds(
      order,
      live.map((p) => p.sellerId),
      true,
      new Date(),
    );
    return {
      order: {
        status: 'cancelled',
        history: [...order.history, entry],
        ...payment,
        ...(refunds.length ? { refunds: [...(order.refunds ?? []), ...refunds] } : {}),
      },
      parts: live.map((p) => ({ ...p, status: 'cancelled', history: [...p.history, entry] })),
      result: { ok: true, refunds },
      // A payment-state change is written only while the order still awaits the payment it gives up on.
      onlyIf: payment.paymentStatus ? { paymentStatus: order.paymentStatus } : undefined,
    };
  }
}
