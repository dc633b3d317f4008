import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, LOGGER, type Logger, type Storage } from '@thindi/platform';
import { InvoicesRepository } from '../../db/invoices.repository';
import type { InvoiceRow } from '../../db/schema';
import { renderInvoicePdf } from '../../documents/invoice-pdf';

export const PDF_CONTENT_TYPE = 'application/pdf' as const;

/** An invoice's PDF in the platform's file store, drawn once from the stored document. */
@Injectable()
export class InvoicePdfStore {
  constructor(
    private readonly invoices: InvoicesRepository,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The storage key of the invoice's PDF, drawing and storing it first when it is not there yet. */
  async ensure(invoice: InvoiceRow): Promise<string> {
    if (invoice.pdfKey && (await this.storage.stat(invoice.pdfKey))) return invoice.pdfKey;
    const key = `invoices/${invoice.id}.pdf`;
    await this.storage.put(key, await renderInvoicePdf(invoice.document), PDF_CONTENT_TYPE);
    await this.invoices.setPdfKey(invoice.id, key);
    return key;
  }

  /** The PDF of a just-issued invoice: the invoice stands without it, and the first download draws it again. */
  async afterIssue(invoice: InvoiceRow): Promise<InvoiceRow> {
    try {
      return { ...invoice, pdfKey: await this.ensure(invoice) };
    } catch (err) {
      this.logger.warn({ invoice: invoice.id, err: (err as Error).message }, 'invoice PDF not stored yet');
      return invoice;
    }
  }
}
