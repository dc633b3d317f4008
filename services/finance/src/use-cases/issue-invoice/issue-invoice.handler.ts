import { Inject, Injectable } from '@nestjs/common';
import { invoiceDocumentSchema, type InvoiceDocument, type InvoiceKind } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FinanceDb } from '../../db/finance-db';
import { InvoiceSeries } from '../../db/invoice-series';
import { InvoicesRepository } from '../../db/invoices.repository';
import type { InvoiceRow } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { invoiceNumberOf, financialYearOf, indianDateOf } from '../../domain/invoice-number';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { InvoicePdfStore } from '../invoice-pdf/invoice-pdf-store';

/** What the issuer decides; the number, the date and the kind are filled in when the invoice is issued. */
const issuedContentSchema = invoiceDocumentSchema.omit({
  kind: true,
  number: true,
  issuedOn: true,
  orderId: true,
  orderNumber: true,
});

export const issueInvoiceSchema = z.object({
  orderId: z.string().uuid('orderId must be a UUID'),
  sellerId: z.string().min(1, 'sellerId is required'),
  customerId: z.string().min(1, 'customerId is required'),
  orderNumber: z.string().max(40).default(''),
  kind: z.enum(['invoice', 'credit-note', 'bill-of-supply']),
  /**
   * The seller's series prefix, e.g. 'AMS' (libs/india's invoicePrefixOf): credit notes add a 'C' ('AMSC'), and
   * with the year and six digits a number stays within 16 characters.
   */
  prefix: z.string().regex(/^[A-Z0-9]{1,3}$/, 'prefix must be 1 to 3 capital letters or digits'),
  content: issuedContentSchema,
  /** A credit note for one refund names it ('refund:<key>'): one note per refund, beside the part's full one. */
  sourceKey: z.string().max(200).nullable().default(null),
});
export type IssueInvoiceInput = z.input<typeof issueInvoiceSchema>;

/** Each seller numbers its invoices in one series and its credit notes in another (Rule 46(b)). */
export const seriesKeyOf = (sellerId: string, kind: InvoiceKind) =>
  `${sellerId}:${kind === 'credit-note' ? 'credit-note' : 'invoice'}`;

/**
 * Issues a seller's invoice (or bill of supply, or credit note) for its part of an order, once: a repeat of the
 * same part answers the invoice already issued. The number is taken in the transaction that writes the
 * invoice, so a failed write leaves no gap in the series.
 */
@Injectable()
export class IssueInvoiceHandler {
  constructor(
    private readonly invoices: InvoicesRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    private readonly series: InvoiceSeries,
    private readonly pdfs: InvoicePdfStore,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: IssueInvoiceInput): Promise<InvoiceRow> {
    const parsed = issueInvoiceSchema.safeParse(input);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw DomainError.validation(issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid invoice');
    }
    const { orderId, sellerId, customerId, orderNumber, kind, prefix, content, sourceKey } = parsed.data;
    const at = this.clock.now();
    const financialYear = financialYearOf(at);
    const issuedOn = indianDateOf(at);
    const seriesKey = seriesKeyOf(sellerId, kind);
    let issued: InvoiceRow;
    try {
      issued = await this.unitOfWork.run(async (tx) => {
        const existing = await this.invoices.forPart(orderId, sellerId, kind, tx, sourceKey);
        if (existing) return existing;
        const seq = await this.series.allocate(tx, seriesKey, financialYear);
        const number = invoiceNumberOf(kind, prefix, financialYear, seq);
        const document: InvoiceDocument = {
          ...content,
          kind,
          number,
          issuedOn,
          orderId,
          ...(orderNumber ? { orderNumber } : {}),
        };
        return this.invoices.insert(tx, {
          id: randomUUID(),
          orderId,
          sellerId,
          customerId,
          orderNumber,
          kind,
          seriesKey,
          financialYear,
          seq,
          number,
          issuedOn,
          document,
          sourceKey,
        });
      });
    } catch (err) {
      // Another delivery of the same event issued it meanwhile: answer that one (this number went back).
      if (violatedUniqueIndex(err) !== 'invoices_part_kind_source_key') throw err;
      const existing = await this.invoices.forPart(orderId, sellerId, kind, undefined, sourceKey);
      if (!existing) throw err;
      issued = existing;
    }
    return this.pdfs.afterIssue(issued);
  }
}
