import { Inject, Injectable } from '@nestjs/common';
import {
  FinanceEvents,
  type FinanceRefundPaidEvent,
  type IssueRefundUpiInput,
  type MarkRefundPaidInput,
  type OrderRefundDueEvent,
  type Principal,
  type RefundState,
} from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import type { FinanceDb, FinanceTx } from '../../db/finance-db';
import { RefundsRepository } from '../../db/refunds.repository';
import type { RefundRow, SettlementRow } from '../../db/schema';
import { SettlementsRepository } from '../../db/settlements.repository';
import { invoicedShareOf, nextRefundShareOf, paidShareOf, type PaidPart } from '../../domain/refund-share';
import {
  postedTo,
  promotionKey,
  refundOwedEntry,
  refundOwedKey,
  refundOwedUndeliveredEntry,
  refundPaidEntry,
} from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { ReversePartHandler } from '../reverse-part/reverse-part.handler';

const notFound = () => DomainError.notFound('Refund not found', 'FINANCE.REFUND_NOT_FOUND');
const settledAlready = (refund: RefundRow) =>
  DomainError.conflict(
    `The refund of order ${refund.orderNumber} was paid already (UTR ${refund.utr})`,
    'FINANCE.REFUND_SETTLED',
  );

/**
 * Refunds: owed when the order service says so (order.refund-due), with the credit note and the ledger entries that
 * take the money back from each side; paid by the admin to a UPI ID with the transfer's UTR, which tells the order
 * (finance.refund-paid, through the outbox in the same transaction).
 */
@Injectable()
export class RefundsHandler {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly settlements: SettlementsRepository,
    private readonly reversePart: ReversePartHandler,
    private readonly ledger: Ledger,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A refund owed: recorded once per key with its ledger entry in one transaction. A delivered part's refund takes
   * back its share from the commission, GST on it, TCS, TDS and the seller (the part's row locked first, as the
   * release does); a refund for money never delivered against is owed from what was received. A ticket's refund on a
   * delivered part whose delivery this service has not recorded yet fails, and the event comes again. Then a credit
   * note against the part's invoice, when it was invoiced; a ticket's refund of the delivery charge (every part of
   * the order refunded in full) credits the platform's delivery invoice and reverses the charge, as a cancelled
   * order's does. Those follow on every delivery of the event, each made once, so one lost to a failure is made
   * when the event comes again. A return's refund is owed from what was received: the part's reversal (order.status-changed
   * 'returned') takes back each side's share and issues its credit note.
   */
  async owe(event: OrderRefundDueEvent): Promise<void> {
    const at = new Date(event.at);
    const refund = await this.unitOfWork.run(async (tx) => {
      const settlement =
        event.sellerId && event.reason === 'ticket'
          ? await this.settlements.find(event.orderId, event.sellerId, tx)
          : undefined;
      if (event.partDelivered && !settlement)
        throw new Error(`order ${event.orderNumber}: refund ${event.key} came before the part's delivery`);
      const row = await this.refunds.insert(tx, {
        id: randomUUID(),
        key: event.key,
        orderId: event.orderId,
        orderNumber: event.orderNumber,
        customerId: event.customerId,
        sellerId: event.sellerId,
        issueId: event.issueId,
        issueNumber: event.issueNumber,
        reason: event.reason,
        paymentMethod: event.paymentMethod,
        amountPaise: event.amountPaise,
        upiId: event.upiId,
        paidWithUtr: event.paidWithUtr,
        state: 'due',
        createdAt: at,
      });
      // Recorded already (the event came again): its entries stand; only the credit note below is made again, once.
      if (!row) return this.refunds.byKey(tx, event.key);
      // What is left of what the shopper paid for the part is taken back from each side; anything beyond it (a
      // refund of the delivery charge) is owed from what was received.
      const fromPart =
        settlement && settlement.state !== 'reversed' ? await this.takeBack(tx, settlement, event, at) : 0;
      if (event.amountPaise > fromPart) {
        const entry = this.undelivered(event, event.amountPaise - fromPart, at);
        await this.ledger.post(tx, fromPart > 0 ? { ...entry, idempotencyKey: `${entry.idempotencyKey}:rest` } : entry);
      }
      return row;
    });
    // After the refund's transaction, on every delivery of the event: each is made once (by the refund's key, the
    // invoice and the ledger's idempotency keys), so a failure here (or a crash before it) fails the event, which
    // comes again and finishes what is missing.
    if (refund?.reason !== 'ticket') return;
    if (refund.sellerId) {
      // The note credits what the refund took back of the invoice: with a platform's coupon, more than was paid.
      const promotion = postedTo(await this.ledger.entry(refundOwedKey(refund.key)), 'promotion-expense');
      await this.reversePart.refundCreditNote(
        refund.orderId,
        refund.sellerId,
        refund.key,
        refund.amountPaise - promotion,
      );
    }
    // Tickets refunded every part of the order in full: the delivery failed, so its charge is credited back too.
    else
      await this.reversePart.reverseOrderCharges(
        refund.orderId,
        `Order ${refund.orderNumber} failed: its delivery charge is refunded`,
      );
  }

  /**
   * Takes a refund back from each side of a delivered part, up to what is left of what the shopper paid for it, and
   * answers how much it took. A platform's coupon made the part's invoiced value more than was paid: each side gives
   * back its share of the invoiced value in proportion, and the coupon's share goes back to the platform's promotion
   * expense (decision 039).
   */
  private async takeBack(tx: FinanceTx, settlement: SettlementRow, event: OrderRefundDueEvent, at: Date) {
    const paidPart = await this.paidPartOf(tx, settlement);
    const refundedBefore = paidShareOf(paidPart, settlement.refundedPaise);
    const left = paidPart.grossPaise - paidPart.platformDiscountPaise - refundedBefore;
    const fromPart = Math.max(0, Math.min(event.amountPaise, left));
    if (fromPart === 0) return 0;
    const invoiced = invoicedShareOf(paidPart, refundedBefore + fromPart) - settlement.refundedPaise;
    const share = nextRefundShareOf(settlement, settlement.refundedPaise, invoiced);
    await this.refunds.addToSettlement(tx, settlement, share);
    const entry = refundOwedEntry({
      refundKey: event.key,
      orderNumber: settlement.orderNumber,
      sellerId: settlement.sellerId,
      released: settlement.state === 'payable',
      share,
      promotionPaise: invoiced - fromPart,
      at,
    });
    await this.ledger.post(tx, entry);
    return fromPart;
  }

  /** The part's invoiced value and what the platform's coupon paid of it (its delivery's promotion entry). */
  private async paidPartOf(tx: FinanceTx, settlement: SettlementRow): Promise<PaidPart> {
    const promotion = await this.ledger.entry(promotionKey(settlement.orderId, settlement.sellerId), tx);
    return { grossPaise: settlement.grossPaise, platformDiscountPaise: postedTo(promotion, 'promotion-expense') };
  }

  private undelivered(event: OrderRefundDueEvent, amountPaise: number, at: Date) {
    return refundOwedUndeliveredEntry({
      refundKey: event.key,
      orderNumber: event.orderNumber,
      paymentMethod: event.paymentMethod,
      amountPaise,
      at,
    });
  }

  list(state: RefundState): Promise<RefundRow[]> {
    return this.refunds.list(state);
  }

  /**
   * The admin paid a due refund: its UTR recorded (once across refunds and payouts), the ledger's entry, and
   * finance.refund-paid for the order, in one transaction. A cash-on-delivery refund waits for the shopper's UPI ID.
   */
  async markPaid({ id, utr }: MarkRefundPaidInput, adminId: string): Promise<RefundRow> {
    const at = this.clock.now();
    const normalised = utr.toUpperCase();
    return this.unitOfWork.run(async (tx, events) => {
      const refund = await this.refunds.forUpdate(tx, id);
      if (!refund) throw notFound();
      if (refund.state === 'paid') throw settledAlready(refund);
      if (!refund.upiId && !refund.paidWithUtr)
        throw DomainError.conflict(
          `The refund of order ${refund.orderNumber} cannot be paid yet: the shopper has not given a UPI ID for it`,
          'FINANCE.REFUND_NO_UPI',
        );
      await this.refunds.claimUtr(tx, normalised, 'refund', refund.id);
      const paid = await this.refunds.update(tx, id, { state: 'paid', utr: normalised, paidAt: at, paidBy: adminId });
      await this.ledger.post(tx, refundPaidEntry({ ...refund, refundKey: refund.key, utr: normalised, at }));
      const event: FinanceRefundPaidEvent = {
        key: refund.key,
        refundId: refund.id,
        orderId: refund.orderId,
        amountPaise: refund.amountPaise,
        utr: normalised,
        at: at.toISOString(),
      };
      events.add({ kind: 'event', subject: FinanceEvents.refundPaid, data: event });
      return paid;
    });
  }

  /** The ticket's shopper says which UPI ID its refund goes to, while it is due. */
  async setUpi(principal: Principal, { number, upiId }: IssueRefundUpiInput): Promise<RefundRow> {
    return this.unitOfWork.run(async (tx: FinanceTx) => {
      const refund = await this.refunds.ofTicket(tx, principal.id, number);
      if (!refund) throw DomainError.notFound(`No refund of ticket ${number} is due`, 'FINANCE.REFUND_NOT_FOUND');
      if (refund.state === 'paid') throw settledAlready(refund);
      return this.refunds.update(tx, refund.id, { upiId });
    });
  }
}
