import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { ADMIN_DB, SERVICE } from './admin.constants';
import { adminTables } from './db/schema';

/** Migrates the admin schema before anything is served. */
async function openAdminDb(platform: Platform) {
  const db = platform.db.drizzle(adminTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The admin service: owns admin accounts and the admin audit log. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [{ provide: ADMIN_DB, inject: [PLATFORM], useFactory: openAdminDb }],
})
export class AdminModule {}
