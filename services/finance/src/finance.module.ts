import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { InvoiceSeries } from './db/invoice-series';
import { InvoicesRepository } from './db/invoices.repository';
import { financeTables } from './db/schema';
import { FINANCE_CLOCK, FINANCE_DB, SERVICE, type Clock } from './finance.constants';
import { Ledger } from './ledger/ledger';
import { InvoicesController } from './messaging/invoices.controller';
import { InvoicePdfHandler } from './use-cases/invoice-pdf/invoice-pdf.handler';
import { InvoicePdfStore } from './use-cases/invoice-pdf/invoice-pdf-store';
import { InvoicesForOrderHandler } from './use-cases/invoices-for-order/invoices-for-order.handler';
import { IssueInvoiceHandler } from './use-cases/issue-invoice/issue-invoice.handler';

/** Migrates the finance schema before anything is served. */
async function openFinanceDb(platform: Platform) {
  const db = platform.db.drizzle(financeTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The finance service: sellers' GST invoices with gapless numbers, their PDFs, and the double-entry ledger. */
@Module({
  controllers: [InvoicesController, createHealthController(SERVICE)],
  providers: [
    { provide: FINANCE_DB, inject: [PLATFORM], useFactory: openFinanceDb },
    { provide: FINANCE_CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) },
    InvoiceSeries,
    InvoicesRepository,
    InvoicePdfStore,
    IssueInvoiceHandler,
    InvoicesForOrderHandler,
    InvoicePdfHandler,
    Ledger,
  ],
  exports: [IssueInvoiceHandler, Ledger],
})
export class FinanceModule {}
