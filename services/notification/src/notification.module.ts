import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { MailLogRepository } from './db/mail-log.repository';
import { notificationTables } from './db/schema';
import { MailProcessor } from './jobs/mail.processor';
import { NOTIFICATION_DB, SERVICE } from './notification.constants';
import { SendMailHandler } from './use-cases/send-mail/send-mail.handler';

/** Migrates the notification schema before anything is served. */
async function openNotificationDb(platform: Platform) {
  const db = platform.db.drizzle(notificationTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The notification service: sends the mail of the mail queue and owns the log of mail sent. */
@Module({
  controllers: [createHealthController(SERVICE)],
  providers: [
    { provide: NOTIFICATION_DB, inject: [PLATFORM], useFactory: openNotificationDb },
    MailLogRepository,
    SendMailHandler,
    MailProcessor,
  ],
})
export class NotificationModule {}
