import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, provideUnitOfWork, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { CommissionRatesRepository } from './db/commission-rates.repository';
import { InvoiceSeries } from './db/invoice-series';
import { InvoicesRepository } from './db/invoices.repository';
import { PayoutsRepository } from './db/payouts.repository';
import { PartHoldsRepository } from './db/part-holds.repository';
import { SettlementsRepository } from './db/settlements.repository';
import { financeTables, outbox } from './db/schema';
import { RefundsRepository } from './db/refunds.repository';
import { RefundsHandler } from './use-cases/refunds/refunds.handler';
import { RefundsController } from './messaging/refunds.controller';
import { FINANCE_CLOCK, FINANCE_DB, SERVICE, type Clock } from './finance.constants';
import { FinanceSweeper } from './jobs/finance-sweeper';
import { Ledger } from './ledger/ledger';
import { InvoicesController } from './messaging/invoices.controller';
import { FinanceOrderEventsConsumer } from './messaging/order-events.consumer';
import { SettlementController } from './messaging/settlement.controller';
import { FinanceSources } from './sources/finance-sources';
import { AdminFinanceHandler } from './use-cases/admin-finance/admin-finance.handler';
import { SellerEarningsHandler } from './use-cases/earnings/seller-earnings.handler';
import { InvoicePartHandler } from './use-cases/invoice-part/invoice-part.handler';
import { RunPayoutsHandler } from './use-cases/payouts/run-payouts.handler';
import { SettlePayoutHandler } from './use-cases/payouts/settle-payout.handler';
import { ReleaseSettlementsHandler } from './use-cases/release-settlements/release-settlements.handler';
import { ReversePartHandler } from './use-cases/reverse-part/reverse-part.handler';
import { SettlePartHandler } from './use-cases/settle-part/settle-part.handler';
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

/**
 * The finance service: sellers' GST invoices with gapless numbers and their PDFs, driven by order events; the
 * double-entry ledger of what shoppers paid, what the platform keeps and what it owes sellers; payouts.
 */
@Module({
  controllers: [InvoicesController, SettlementController, RefundsController, createHealthController(SERVICE)],
  providers: [
    { provide: FINANCE_DB, inject: [PLATFORM], useFactory: openFinanceDb },
    // Refunds paid are announced (finance.refund-paid) through the outbox, written with the payment.
    provideUnitOfWork(FINANCE_DB, outbox),
    RefundsRepository,
    RefundsHandler,
    { provide: FINANCE_CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) },
    InvoiceSeries,
    InvoicesRepository,
    InvoicePdfStore,
    IssueInvoiceHandler,
    InvoicesForOrderHandler,
    InvoicePdfHandler,
    Ledger,
    SettlementsRepository,
    PartHoldsRepository,
    PayoutsRepository,
    CommissionRatesRepository,
    FinanceSources,
    InvoicePartHandler,
    SettlePartHandler,
    ReversePartHandler,
    ReleaseSettlementsHandler,
    RunPayoutsHandler,
    SettlePayoutHandler,
    SellerEarningsHandler,
    AdminFinanceHandler,
    FinanceOrderEventsConsumer,
    FinanceSweeper,
  ],
  exports: [IssueInvoiceHandler, Ledger],
})
export class FinanceModule {}
