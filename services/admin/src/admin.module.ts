import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { ADMIN_DB, SERVICE } from './admin.constants';
import type { AdminDb } from './db/admin-db';
import { AdminsRepository } from './db/admins.repository';
import { adminTables } from './db/schema';
import { AdminAccountsController } from './messaging/admin-accounts.controller';
import { AdminFinanceController } from './messaging/admin-finance.controller';
import { AdminModerationController } from './messaging/admin-moderation.controller';
import { AdminSellersController } from './messaging/admin-sellers.controller';
import { AdminSynonymsController } from './messaging/admin-synonyms.controller';
import { AdminReviewsController } from './messaging/admin-reviews.controller';
import { AdminOrdersController } from './messaging/admin-orders.controller';
import { AdminSupportController } from './messaging/admin-support.controller';
import { MarkOrderPaidHandler } from './use-cases/orders/mark-order-paid.handler';
import { DecideIssueHandler } from './use-cases/support/decide-issue.handler';
import { ModerateReviewHandler } from './use-cases/reviews/moderate-review.handler';
import { SynonymsHandler } from './use-cases/synonyms/synonyms.handler';
import { FinanceHandler } from './use-cases/finance/finance.handler';
import { ReadAuditLogHandler } from './use-cases/audit-log/read-audit-log.handler';
import { BrowseHandler } from './use-cases/browse/browse.handler';
import { ModerateHandler } from './use-cases/moderate/moderate.handler';
import { PlatformStatsHandler } from './use-cases/platform-stats/platform-stats.handler';
import { DeadLetterTally } from './use-cases/dead-letters/dead-letter-tally';
import { ListDeadLettersHandler } from './use-cases/dead-letters/list-dead-letters.handler';
import { ReplayDeadLettersHandler } from './use-cases/dead-letters/replay-dead-letters.handler';
import { ActingAdmin } from './use-cases/shared/acting-admin';
import { CheckAdminHandler } from './use-cases/check-admin/check-admin.handler';
import { ensureAdmin } from './use-cases/ensure-admin/ensure-admin';
import { GetAdminMeHandler } from './use-cases/get-me/get-me.handler';
import { AdminLoginHandler } from './use-cases/login/login.handler';

/** Migrates the admin schema and ensures the admin account, inside the migration lock so replicas don't race. */
async function openAdminDb(platform: Platform): Promise<AdminDb> {
  const db = platform.db.drizzle(adminTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'), () =>
    ensureAdmin(new AdminsRepository(db), platform.config, platform.logger, (admin) => {
      platform.firstStart.admin = admin;
    }),
  );
  return db;
}

/**
 * The admin service: owns admin accounts and the audit log, and nothing else. Figures, lists and moderation are
 * asked of the services that own the data.
 */
@Module({
  controllers: [
    AdminAccountsController,
    AdminSellersController,
    AdminModerationController,
    AdminSynonymsController,
    AdminReviewsController,
    AdminFinanceController,
    AdminOrdersController,
    AdminSupportController,
    createHealthController(SERVICE),
  ],
  providers: [
    { provide: ADMIN_DB, inject: [PLATFORM], useFactory: openAdminDb },
    AdminsRepository,
    AdminLoginHandler,
    GetAdminMeHandler,
    CheckAdminHandler,
    ActingAdmin,
    PlatformStatsHandler,
    DeadLetterTally,
    ReplayDeadLettersHandler,
    ListDeadLettersHandler,
    BrowseHandler,
    ModerateHandler,
    ReadAuditLogHandler,
    SynonymsHandler,
    ModerateReviewHandler,
    FinanceHandler,
    MarkOrderPaidHandler,
    DecideIssueHandler,
  ],
})
export class AdminModule {}
