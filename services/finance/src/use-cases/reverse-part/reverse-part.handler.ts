import { Inject, Injectable } from '@nestjs/common';
import { DomainError, UnitOfWork } from '@thindi/platform';
import type { FinanceDb } from '../../db/finance-db';
import { InvoicesRepository } from '../../db/invoices.repository';
import type { InvoiceRow } from '../../db/schema';
import { SettlementsRepository } from '../../db/settlements.repository';
import { PLATFORM_ISSUER } from '../../domain/part-documents';
import { deliveredKey, deliveryChargeKey, releasedKey, reversalKey, roundOffKey } from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { IssueInvoiceHandler } from '../issue-invoice/issue-invoice.handler';

/**
 * A part cancelled or returned after it was invoiced: a credit note in the seller's own series against the
 * invoice, and, if it was settled, reversing entries (the seller's held or payable amount goes back; after a
 * payout the payable turns negative and the next payout nets it). When the whole order is gone, the platform's
 * delivery charge and the order's round off are credited too. Every step is once-only, so a replay changes nothing.
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
    if (invoice) await this.creditNote(invoice);
    const at = this.clock.now();
    await this.unitOfWork.run(async (tx) => {
      const settled = await this.settlements.find(orderId, sellerId, tx);
      if (!settled || settled.state === 'reversed') return;
      const memo = `Order ${settled.orderNumber}: ${reason}`;
      for (const key of [deliveredKey(orderId, sellerId), releasedKey(orderId, sellerId)]) {
        if (await this.ledger.entry(key, tx)) {
          await this.ledger.reverse(tx, key, { idempotencyKey: reversalKey(key), occurredAt: at, memo });
        }
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

  private async creditNote(invoice: InvoiceRow): Promise<void> {
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
      content: { ...content, againstInvoice: number },
    });
  }
}
