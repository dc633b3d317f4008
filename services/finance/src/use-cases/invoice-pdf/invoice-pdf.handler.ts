import { Injectable } from '@nestjs/common';
import type { InvoicePdfResponse, Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { InvoicesRepository } from '../../db/invoices.repository';
import { maySee } from '../invoices-for-order/invoice-access';
import { InvoicePdfStore, PDF_CONTENT_TYPE } from './invoice-pdf-store';

/** Where an invoice's PDF is, for the gateway to stream; to the order's customer, its seller and an admin only. */
@Injectable()
export class InvoicePdfHandler {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly pdfs: InvoicePdfStore,
  ) {}

  async execute(principal: Principal, invoiceId: string): Promise<InvoicePdfResponse> {
    const invoice = await this.invoices.byId(invoiceId);
    // Someone else's invoice is answered as missing: its existence is not for them to learn.
    if (!invoice || !maySee(principal, invoice)) {
      throw DomainError.notFound('Invoice not found', 'FINANCE.INVOICE_NOT_FOUND');
    }
    return { key: await this.pdfs.ensure(invoice), contentType: PDF_CONTENT_TYPE };
  }
}
