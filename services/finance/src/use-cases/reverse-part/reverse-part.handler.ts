import { Inject, Injectable } from '@nestjs/common';
import { DomainError, UnitOfWork } from '@thindi/platform';
import type { FinanceDb } from '../../db/finance-db';
import { InvoicesRepository } from '../../db/invoices.repository';
import type { InvoiceRow } from '../../db/schema';
import { SettlementsRepository } from '../../db/settlements.repository';
import { PLATFORM_ISSUER } from '../../domain/part-documents';
import { paidShareOf, refundCreditLines, refundShareOf } from '../../domain/refund-share';
import { platformAccount, sellerHeld, sellerPayable } from '../../ledger/accounts';
import {
  deliveredKey,
  deliveryChargeKey,
  postedTo,
  promotionKey,
  receivableOf,
  releasedKey,
  reversalKey,
  roundOffKey,
} from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { IssueInvoiceHandler } from '../issue-invoice/issue-invoice.handler';

/**
 * A part cancelled or returned after it was invoiced: a credit note in the seller's own series against the
 * invoice, and, if it was settled, reversing entries (the seller's held or payable amount goes back; after a
 * payout the payable turns negative and the next payout nets it; a platform's coupon on it is no longer the
 * platform's expense). When the whole order is gone, the platform's delivery charge and the order's round off are
 * credited too. Every step is once-only, so a replay changes nothing.
 */
@Injectable()
export class ReversePartHandler {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly settlements: SettlementsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    private readonly issue: IssueInvoiceHandler,
    private readonly ledger: Ledger,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(orderId: string, sellerId: string, reason: string): Promise<void> {
    const invoice =
      (await this.invoices.forPart(orderId, sellerId, 'invoice')) ??
      (await this.invoices.forPart(orderId, sellerId, 'bill-of-supply'));
    const remainder = invoice && (await this.remainderOf(invoice));
    // Refunds credited the whole invoice already: no note of nothing.
    if (invoice && remainder?.totals.totalPaise !== 0) await this.creditNote(invoice, remainder);
    const at = this.clock.now();
    await this.unitOfWork.run(async (tx) => {
      const settled = await this.settlements.find(orderId, sellerId, tx);
      if (!settled || settled.state === 'reversed') return;
      const memo = `Order ${settled.orderNumber}: ${reason}`;
      const promotion = await this.ledger.entry(promotionKey(orderId, sellerId), tx);
      for (const key of [
        deliveredKey(orderId, sellerId),
        releasedKey(orderId, sellerId),
        promotionKey(orderId, sellerId),
      ]) {
        if (await this.ledger.entry(key, tx)) {
          await this.ledger.reverse(tx, key, { idempotencyKey: reversalKey(key), occurredAt: at, memo });
        }
      }
      // Refunds took their share back already: the reversal gives it back to each side, and owes the shopper the
      // rest only (what was refunded stays owed, or paid, through the refunds). Of a part a platform's coupon paid
      // for, the refunds took back more of its value than the shopper got: that much went back to the promotion
      // expense, which the reversal of the coupon's entry then took back in full.
      if (settled.refundedPaise > 0) {
        const share = refundShareOf(settled, settled.refundedPaise);
        const paidPart = {
          grossPaise: settled.grossPaise,
          platformDiscountPaise: postedTo(promotion, 'promotion-expense'),
        };
        const refundedPaid = paidShareOf(paidPart, settled.refundedPaise);
        const seller = settled.releasedAt ? sellerPayable(sellerId) : sellerHeld(sellerId);
        await this.ledger.post(tx, {
          idempotencyKey: `reversal-refunded:${orderId}:${sellerId}`,
          kind: 'reversal',
          occurredAt: at,
          memo: `${memo}, less what was refunded`,
          postings: [
            { account: receivableOf(settled.paymentMethod), amountPaise: refundedPaid },
            { account: platformAccount('promotion-expense'), amountPaise: share.grossPaise - refundedPaid },
            { account: platformAccount('commission-revenue'), amountPaise: -share.commissionPaise },
            { account: platformAccount('gst-on-commission'), amountPaise: -share.gstOnCommissionPaise },
            { account: platformAccount('tcs-payable'), amountPaise: -share.tcsPaise },
            { account: platformAccount('tds-payable'), amountPaise: -share.tdsPaise },
            { account: seller, amountPaise: -share.netPaise },
          ].filter((p) => p.amountPaise !== 0),
        });
      }
      await this.settlements.markReversed(tx, settled, at);
    });
  }

  /** The whole order is cancelled: the platform's delivery charge and the order's round off are credited back. */
  async reverseOrderCharges(orderId: string, reason: string): Promise<void> {
    const invoice = await this.invoices.forPart(orderId, PLATFORM_ISSUER, 'invoice');
    if (invoice) await this.creditNote(invoice);
    for (const key of [deliveryChargeKey(orderId), roundOffKey(orderId)]) {
      if (await this.ledger.entry(key)) {
        const reversal = { idempotencyKey: reversalKey(key), occurredAt: this.clock.now(), memo: reason };
        await this.unitOfWork.run((tx) => this.ledger.reverse(tx, key, reversal));
      }
    }
  }

  /**
   * A refund of part of a part's price: a credit note in the seller's series against its invoice for that much,
   * each line in proportion at its own rate (once per refund). Nothing when the part was never invoiced.
   */
  async refundCreditNote(orderId: string, sellerId: string, refundKey: string, amountPaise: number): Promise<void> {
    const invoice =
      (await this.invoices.forPart(orderId, sellerId, 'invoice')) ??
      (await this.invoices.forPart(orderId, sellerId, 'bill-of-supply'));
    if (!invoice) return;
    const share = refundCreditLines(invoice.document, Math.min(amountPaise, invoice.document.totals.totalPaise));
    await this.creditNote(invoice, { ...share, sourceKey: `refund:${refundKey}` });
  }

  /** The credit note of what refunds did not credit already; undefined when none did (the whole invoice). */
  private async remainderOf(invoice: InvoiceRow) {
    const credited = (await this.invoices.forOrder(invoice.orderId))
      .filter((i) => i.sellerId === invoice.sellerId && i.kind === 'credit-note' && i.sourceKey)
      .reduce((sum, i) => sum + i.document.totals.totalPaise, 0);
    if (credited === 0) return undefined;
    const rest = Math.max(0, invoice.document.totals.totalPaise - credited);
    return { ...refundCreditLines(invoice.document, rest), sourceKey: null };
  }

  private async creditNote(
    invoice: InvoiceRow,
    refund?: ReturnType<typeof refundCreditLines> & { sourceKey: string | null },
  ): Promise<void> {
    const prefix = invoice.number.split('/')[0];
    if (!prefix) throw DomainError.validation(`Invoice ${invoice.number} has no series prefix`);
    const {
      kind: _kind,
      number,
      issuedOn: _issuedOn,
      orderId: _orderId,
      orderNumber: _orderNumber,
      ...content
    } = invoice.document;
    await this.issue.execute({
      orderId: invoice.orderId,
      sellerId: invoice.sellerId,
      customerId: invoice.customerId,
      orderNumber: invoice.orderNumber,
      kind: 'credit-note',
      prefix,
      content: {
        ...content,
        ...(refund ? { lines: refund.lines, totals: refund.totals, amountInWords: refund.amountInWords } : {}),
        againstInvoice: number,
      },
      sourceKey: refund?.sourceKey ?? null,
    });
  }
}
