import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { ORDER_DB, SERVICE } from './order.constants';
import { orderTables } from './db/schema';

/** Migrates the order schema before anything is served. */
async function openOrderDb(platform: Platform) {
  const db = platform.db.drizzle(orderTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The order service: owns orders, their item snapshots, per-seller fulfilments and status history. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [{ provide: ORDER_DB, inject: [PLATFORM], useFactory: openOrderDb }],
})
export class OrderModule {}
