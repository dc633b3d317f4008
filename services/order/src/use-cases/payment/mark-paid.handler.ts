import { Inject, Injectable } from '@nestjs/common';
import type { MarkPaidResult, OrderUtrInput, PaymentConfirmer, Principal } from '@thindi/contracts';
import { APP_CONFIG, DomainError, UnitOfWork, type AppConfig } from '@thindi/platform';
import type { OrderDb } from '../../db/order-db';
import { OrdersRepository, type Change, type StoredOrder } from '../../db/orders.repository';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { toOrder } from '../../domain/order-view';
import { PAID_UTR_INDEX, paymentRefusal, utrTaken, utrTail } from './payment-rules';

type Verdict = { ok: true; alreadyPaid: boolean } | { ok: false; error: DomainError };
const refuse = (error: DomainError): Change<Verdict> => ({ order: {}, parts: [], result: { ok: false, error } });

/**
 * A UPI payment marked received against its UTR: by the admin (through the admin service, which audits it), or,
 * with PAYMENT_CONFIRMED_BY=seller, by the seller of a one-seller order. Checked here, by the owner of the order,
 * whoever asks. Marking it again with the same UTR changes nothing; a different UTR, a cash-on-delivery order or
 * one cancelled unpaid is a 409, and so is a UTR already recorded on another order (a unique index holds it under
 * concurrent markings).
 */
@Injectable()
export class MarkPaidHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {}

  async execute(principal: Principal, input: OrderUtrInput): Promise<MarkPaidResult> {
    const confirmer = this.confirmerOf(principal);
    const outcome = await this.unitOfWork
      .run((tx) =>
        this.orders.change<Verdict>(tx, input.id, (current) => decide(current, principal, confirmer, input.utr)),
      )
      .catch(async (err: unknown) => {
        if (violatedUniqueIndex(err) !== PAID_UTR_INDEX) throw err;
        // Another order's payment holds this UTR (of two racing markings, the one that committed first).
        const other = await this.orders.paidWithUtr(input.utr);
        throw utrTaken(other?.orderNumber ?? null);
      });
    if (!outcome) throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    if (!outcome.result.ok) throw outcome.result.error;
    const { alreadyPaid } = outcome.result;
    const message = alreadyPaid ? 'This payment was already recorded' : 'Payment recorded: the order is paid';
    return { success: true, message, order: toOrder(outcome.stored), alreadyPaid };
  }

  private confirmerOf(principal: Principal): PaymentConfirmer {
    if (principal.role === 'admin') return 'admin';
    if (principal.role === 'seller' && this.config.PAYMENT_CONFIRMED_BY === 'seller') return 'seller';
    throw DomainError.forbidden('Only the marketplace can mark a payment received');
  }
}

function decide(
  { order, parts }: StoredOrder,
  principal: Principal,
  confirmer: PaymentConfirmer,
  utr: string,
): Change<Verdict> {
  // A seller confirms only the money of an order that is all its own: it is paid to the platform's VPA.
  if (confirmer === 'seller' && !(parts.length === 1 && parts[0].sellerId === principal.id)) {
    const mine = parts.some((p) => p.sellerId === principal.id);
    return refuse(
      mine
        ? DomainError.forbidden('This order has several sellers: the marketplace marks its payment received')
        : DomainError.notFound('Order not found', 'ORDER.NOT_FOUND'),
    );
  }
  const refusal = paymentRefusal(order);
  if (refusal) return refuse(refusal);
  if (order.paymentStatus === 'paid') {
    if (order.utr === utr) return { order: {}, parts: [], result: { ok: true, alreadyPaid: true } };
    return refuse(
      DomainError.conflict(
        `This order is already paid against another UTR (${utrTail(order.utr ?? '')})`,
        'ORDER.PAYMENT_STATE',
      ),
    );
  }
  return {
    order: { paymentStatus: 'paid', utr, paidAt: new Date(), paidBy: confirmer, payBy: null },
    parts: [],
    result: { ok: true, alreadyPaid: false },
    // A sweep cancelling it unpaid at the same moment, or another marking, wins or loses as a whole.
    onlyIf: { paymentStatus: 'awaiting_payment' },
  };
}
