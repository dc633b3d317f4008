import { Inject, Injectable } from '@nestjs/common';
import type { Order, OrderUtrInput, Principal } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import type { OrderDb } from '../../db/order-db';
import { OrdersRepository, type Change, type StoredOrder } from '../../db/orders.repository';
import { toOrder } from '../../domain/order-view';
import { paymentRefusal, utrTaken } from './payment-rules';

type Verdict = { ok: true; message: string } | { ok: false; error: DomainError };

/**
 * The shopper gives the UTR of the UPI payment they made, for whoever marks the payment received to find it on the
 * statement. Only the order's owner, only while it awaits payment; a corrected UTR replaces the earlier one, and
 * the same one again changes nothing. A UTR already recorded as received on another order is refused.
 */
@Injectable()
export class SubmitUtrHandler {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {}

  async execute(principal: Principal, input: OrderUtrInput): Promise<{ success: true; message: string; order: Order }> {
    // Read before the change, to tell the shopper at once; the unique index on received UTRs holds whatever races it.
    const received = await this.orders.paidWithUtr(input.utr);
    const outcome = await this.unitOfWork.run((tx) =>
      this.orders.change<Verdict>(tx, input.id, (current) => decide(current, principal, input.utr, received?.id)),
    );
    if (!outcome) throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    if (!outcome.result.ok) throw outcome.result.error;
    return { success: true, message: outcome.result.message, order: toOrder(outcome.stored) };
  }
}

/** `paidOrderId`: the order whose payment was marked received against this UTR, if any. */
function decide({ order }: StoredOrder, principal: Principal, utr: string, paidOrderId?: string): Change<Verdict> {
  const refuse = (error: DomainError): Change<Verdict> => ({ order: {}, parts: [], result: { ok: false, error } });
  if (principal.role !== 'customer' || order.customerId !== principal.id) {
    return refuse(DomainError.notFound('Order not found', 'ORDER.NOT_FOUND'));
  }
  const refusal = paymentRefusal(order);
  if (refusal) return refuse(refusal);
  if (order.paymentStatus === 'paid') {
    return refuse(DomainError.conflict('This order is already paid', 'ORDER.PAYMENT_STATE'));
  }
  // That money paid another order: it cannot pay this one too.
  if (paidOrderId && paidOrderId !== order.id) return refuse(utrTaken(null));
  const message = 'Thank you: we will confirm your payment once it reaches us';
  if (order.utr === utr) return { order: {}, parts: [], result: { ok: true, message } };
  return {
    order: { utr, utrSubmittedAt: new Date() },
    parts: [],
    result: { ok: true, message },
    onlyIf: { paymentStatus: 'awaiting_payment' },
  };
}
