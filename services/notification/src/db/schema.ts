import { index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The notification service's own schema: the log of mail sent. */
export const notificationSchema = pgSchema('notification');

/** One row per mail handed to the mailer (or given up on). Never the body: it may hold a code. */
export const mailLog = notificationSchema.table(
  'mail_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_log_to_idx').on(t.to)],
);
export type MailLogRow = typeof mailLog.$inferSelect;

export const notificationTables = { notificationSchema, mailLog };
