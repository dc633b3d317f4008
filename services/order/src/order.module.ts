import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform, provideUnitOfWork, provideWorkflows } from '@thindi/platform';
import { join } from 'node:path';
import { CartsRepository } from './db/carts.repository';
import { IssuesRepository } from './db/issues.repository';
import { OrdersRepository } from './db/orders.repository';
import { ReviewRequestsRepository } from './db/review-requests.repository';
import { orderTables, outbox } from './db/schema';
import { AdminOrdersController } from './messaging/admin-orders.controller';
import { CartController } from './messaging/cart.controller';
import { DeliveryController } from './messaging/delivery.controller';
import { ReviewRequestProcessor } from './jobs/review-request.processor';
import { ReviewRequestSweeper } from './jobs/review-request-sweeper';
import { UnpaidOrderSweeper } from './jobs/unpaid-order-sweeper';
import { IssueSweeper } from './jobs/issue-sweeper';
import { IssueMetrics } from './jobs/issue-metrics';
import { OrderFinanceEventsConsumer } from './messaging/finance-events.consumer';
import { EraseCustomerHandler } from './use-cases/erase-customer/erase-customer.handler';
import { SellerMailProcessor } from './jobs/seller-mail.processor';
import { OrderNumbers } from './domain/order-number';
import { OrdersController } from './messaging/orders.controller';
import { OrderPartsController } from './messaging/order-parts.controller';
import { IssuesController } from './messaging/issues.controller';
import { CustomerDataController } from './messaging/customer-data.controller';
import { CustomerDataHandler } from './use-cases/customer-data/customer-data.handler';
import { ORDER_CLOCK, ORDER_DB, SERVICE, type Clock } from './order.constants';
import { AdminListOrdersHandler } from './use-cases/admin-orders/admin-list-orders.handler';
import { OrderFiguresHandler } from './use-cases/admin-orders/order-figures.handler';
import { CartHandler } from './use-cases/cart/cart.handler';
import { CancelOrderHandler } from './use-cases/cancel-order/cancel-order.handler';
import { CancelPartHandler } from './use-cases/cancel-part/cancel-part.handler';
import { DeliveryQuoteHandler } from './use-cases/delivery-quote/delivery-quote.handler';
import { DeliveryTerms } from './use-cases/delivery-quote/delivery-terms';
import { OrderPartHandler } from './use-cases/order-part/order-part.handler';
import { ReviewableLineHandler } from './use-cases/reviewable-line/reviewable-line.handler';
import { AccountNames } from './use-cases/place-order/account-names';
import { PlaceOrderHandler } from './use-cases/place-order/place-order.handler';
import { ReadOrdersHandler } from './use-cases/read-orders/read-orders.handler';
import { ReadIssuesHandler } from './use-cases/read-issues/read-issues.handler';
import { ReportIssueHandler } from './use-cases/report-issue/report-issue.handler';
import { IssueMover } from './use-cases/issue-moves/issue-mover';
import { AnswerIssueHandler } from './use-cases/issue-moves/answer-issue.handler';
import { CouponsRepository } from './db/coupons.repository';
import { CouponsController } from './messaging/coupons.controller';
import { CouponsHandler } from './use-cases/coupons/coupons.handler';
import { MoveReplacementHandler } from './use-cases/issue-moves/move-replacement.handler';
import { ReplacementStock } from './use-cases/issue-moves/replacement-stock';
import { AcceptIssueHandler } from './use-cases/issue-moves/accept-issue.handler';
import { EscalateIssueHandler } from './use-cases/issue-moves/escalate-issue.handler';
import { DecideIssueHandler } from './use-cases/issue-moves/decide-issue.handler';
import { FileComplaintHandler } from './use-cases/file-complaint/file-complaint.handler';
import { SellerStatsHandler } from './use-cases/seller-orders/seller-stats.handler';
import { UpdateStatusHandler } from './use-cases/update-status/update-status.handler';
import { MarkPaidHandler } from './use-cases/payment/mark-paid.handler';
import { SubmitUtrHandler } from './use-cases/payment/submit-utr.handler';
import { seedDemoCoupons } from './seed/seed-demo-coupons';

/** Migrates the order schema (and makes the demo coupon on a first start) before anything is served. */
async function openOrderDb(platform: Platform) {
  const db = platform.db.drizzle(orderTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'), async () => {
    if (platform.config.SEED_DEMO && (await seedDemoCoupons(db))) platform.logger.info('demo coupon FESTIVE10 made');
  });
  return db;
}

/** The order service: owns orders, their item snapshots, per-seller fulfilments and status history. */
@Module({
  controllers: [
    OrdersController,
    CouponsController,
    AdminOrdersController,
    DeliveryController,
    OrderPartsController,
    CartController,
    IssuesController,
    CustomerDataController,
    createHealthController(SERVICE),
  ],
  providers: [
    { provide: ORDER_DB, inject: [PLATFORM], useFactory: openOrderDb },
    OrdersRepository,
    OrderFinanceEventsConsumer,
    EraseCustomerHandler,
    CartsRepository,
    CartHandler,
    // A burst of orders is sent in batches: the answer to the shopper does not wait for the bus.
    provideUnitOfWork(ORDER_DB, outbox, { waitForSend: false }),
    provideWorkflows(SERVICE),
    OrderNumbers,
    SellerMailProcessor,
    ReviewRequestsRepository,
    ReviewRequestProcessor,
    ReviewRequestSweeper,
    { provide: ORDER_CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) },
    UnpaidOrderSweeper,
    SubmitUtrHandler,
    MarkPaidHandler,
    PlaceOrderHandler,
    AccountNames,
    DeliveryTerms,
    DeliveryQuoteHandler,
    ReadOrdersHandler,
    CancelOrderHandler,
    CancelPartHandler,
    UpdateStatusHandler,
    SellerStatsHandler,
    AdminListOrdersHandler,
    OrderFiguresHandler,
    OrderPartHandler,
    ReviewableLineHandler,
    IssuesRepository,
    IssueMetrics,
    ReportIssueHandler,
    ReadIssuesHandler,
    IssueMover,
    ReplacementStock,
    AnswerIssueHandler,
    MoveReplacementHandler,
    CouponsRepository,
    CouponsHandler,
    AcceptIssueHandler,
    EscalateIssueHandler,
    DecideIssueHandler,
    FileComplaintHandler,
    IssueSweeper,
    CustomerDataHandler,
  ],
})
export class OrderModule {}
