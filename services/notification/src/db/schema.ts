import { pgSchema } from 'drizzle-orm/pg-core';

/** The notification service's own schema: the log of mail sent. */
export const notificationSchema = pgSchema('notification');

export const notificationTables = { notificationSchema };
