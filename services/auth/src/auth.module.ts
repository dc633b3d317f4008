import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { AUTH_DB, SERVICE } from './auth.constants';
import { authTables } from './db/schema';

/** Migrates the auth schema before anything is served. */
async function openAuthDb(platform: Platform) {
  const db = platform.db.drizzle(authTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The auth service: owns customers, addresses, preferences and one-time-code challenges. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [{ provide: AUTH_DB, inject: [PLATFORM], useFactory: openAuthDb }],
})
export class AuthModule {}
