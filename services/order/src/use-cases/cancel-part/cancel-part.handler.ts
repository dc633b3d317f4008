import { Inject, Injectable } from '@nestjs/common';
import {
  deriveOrderStatus,
  type CancelPartInput,
  type Order,
  type OrderHistoryEntry,
  type Principal,
  type SellerOrder,
} from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { CouponsRepository } from '../../db/coupons.repository';
import type { OrderDb } from '../../db/order-db';
import { OrdersRepository, type Change, type StoredOrder } from '../../db/orders.repository';
import type { OrderRow, StoredRefund } from '../../db/schema';
import { partCancelRefusal, type Canceller } from '../../domain/cancel-rules';
import { codPaymentAfter } from '../../domain/cod-payment';
import { toOrder, toSellerOrder } from '../../domain/order-view';
import { cancellationRefunds, refundDueNotices } from '../../domain/refunds';
import { partCancelledNotices } from '../../messaging/order-notices';

type Verdict = { ok: true; note: string; refunds: StoredRefund[] } | { ok: false; error: DomainError };
const refuse = (error: DomainError): Change<Verdict> => ({ order: {}, parts: [], result: { ok: false, error } });
const notFound = () => DomainError.notFound('Order part not found', 'ORDER.PART_NOT_FOUND');

/** Who is cancelling: the shopper, or the seller of the part (who says why); anyone else is refused. */
function cancellerOf(principal: Principal, input: CancelPartInput): Canceller {
  if (principal.role === 'customer') return 'shopper';
  if (principal.role !== 'seller') throw DomainError.forbidden('Only the shopper or the seller of a part cancels it');
  if (!input.reason) {
    throw DomainError.validation('reason is required: tell the shopper why you cancel your part of the order');
  }
  return 'seller';
}

/**
 * One seller's part of an order cancelled: by the shopper while it is pending or confirmed, or by its seller until
 * it ships. The order's status is derived again from its parts (all cancelled: the order is). Its stock goes back
 * and the other side is mailed through the outbox, written in the same transaction (partCancelledNotices).
 */
@Injectable()
export class CancelPartHandler {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    private readonly coupons: CouponsRepository,
  ) {}

  async execute(
    principal: Principal,
    input: CancelPartInput,
  ): Promise<{ success: true; message: string; order: Order | SellerOrder }> {
    const by = cancellerOf(principal, input);
    const outcome = await this.unitOfWork.run(async (tx, events) => {
      const changed = await this.orders.change<Verdict>(tx, input.id, (current) =>
        decide(current, principal, by, input),
      );
      if (!changed?.result.ok) return changed;
      // The last part cancelled, nothing of the order shipped: its coupon's use is given back.
      const { order } = changed.stored;
      if (order.status === 'cancelled' && order.couponId)
        await this.coupons.releaseUse(tx, order.couponId, order.id, new Date());
      events.add(...partCancelledNotices(changed.stored, input.sellerId, { by, note: changed.result.note }));
      events.add(...refundDueNotices(changed.stored.order, changed.result.refunds));
      return changed;
    });
    if (!outcome) throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    if (!outcome.result.ok) throw outcome.result.error;
    const order = by === 'seller' ? toSellerOrder(outcome.stored, principal.id) : toOrder(outcome.stored);
    if (!order) throw notFound();
    return { success: true, message: 'Order part cancelled successfully', order };
  }
}

function decide(
  { order, parts }: StoredOrder,
  principal: Principal,
  by: Canceller,
  input: CancelPartInput,
): Change<Verdict> {
  if (by === 'shopper' && order.customerId !== principal.id) {
    return refuse(DomainError.notFound('Order not found', 'ORDER.NOT_FOUND'));
  }
  // A seller reaches only its own part: another's is as unknown to it as an order it has no part in.
  const part = parts.find((p) => p.sellerId === input.sellerId);
  if (!part || (by === 'seller' && input.sellerId !== principal.id)) return refuse(notFound());
  const refusal = partCancelRefusal(part, by);
  if (refusal) return refuse(refusal);
  const note =
    by === 'seller' ? `Cancelled by ${part.sellerName}: ${input.reason}` : input.reason || 'Cancelled by customer';
  const entry: OrderHistoryEntry = { status: 'cancelled', note, timestamp: new Date().toISOString() };
  const cancelled = { ...part, status: 'cancelled' as const, history: [...part.history, entry] };
  const next = parts.map((p) => (p === part ? cancelled : p));
  const derived = deriveOrderStatus(next.map((p) => p.status));
  // A paid UPI order owes the part back, and its delivery charge and round off when nothing of it is left.
  const refunds = cancellationRefunds(order, [part.sellerId], derived === 'cancelled', new Date());
  const orderChange: Partial<OrderRow> = {
    ...(derived === order.status
      ? {}
      : { status: derived, history: [...order.history, { ...entry, status: derived }] }),
    // The parts left were all delivered: a cash-on-delivery order is then paid.
    ...codPaymentAfter(order, next, new Date()),
    ...(refunds.length ? { refunds: [...(order.refunds ?? []), ...refunds] } : {}),
  };
  return { order: orderChange, parts: [cancelled], result: { ok: true, note, refunds } };
}
