import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { SELLER_DB, SERVICE } from './seller.constants';
import { sellerTables } from './db/schema';

/** Migrates the seller schema before anything is served. */
async function openSellerDb(platform: Platform) {
  const db = platform.db.drizzle(sellerTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The seller service: owns sellers, their KYC document keys and bank details. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [{ provide: SELLER_DB, inject: [PLATFORM], useFactory: openSellerDb }],
})
export class SellerModule {}
