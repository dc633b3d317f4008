import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { MEDIA_DB, SERVICE } from './media.constants';
import { mediaTables } from './db/schema';

/** Migrates the media schema before anything is served. */
async function openMediaDb(platform: Platform) {
  const db = platform.db.drizzle(mediaTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The media service: owns records of uploaded files. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [{ provide: MEDIA_DB, inject: [PLATFORM], useFactory: openMediaDb }],
})
export class MediaModule {}
