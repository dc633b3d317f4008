import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { NOTIFICATION_DB, SERVICE } from './notification.constants';
import { notificationTables } from './db/schema';

/** Migrates the notification schema before anything is served. */
async function openNotificationDb(platform: Platform) {
  const db = platform.db.drizzle(notificationTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The notification service: owns the log of mail sent. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [{ provide: NOTIFICATION_DB, inject: [PLATFORM], useFactory: openNotificationDb }],
})
export class NotificationModule {}
