import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '@thindi/platform';
import { NOTIFICATION_DB } from '../notification.constants';
import { mailLog, type notificationTables } from './schema';

export interface MailLogEntry {
  to: string;
  template: string;
  subject: string;
  status: 'sent' | 'failed';
  attempts: number;
}

@Injectable()
export class MailLogRepository {
  constructor(@Inject(NOTIFICATION_DB) private readonly db: Db<typeof notificationTables>) {}

  async record(entry: MailLogEntry): Promise<void> {
    await this.db.insert(mailLog).values({ ...entry, sentAt: entry.status === 'sent' ? new Date() : null });
  }
}
