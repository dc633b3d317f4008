/** Injection token of the notification service's drizzle database. */
export const NOTIFICATION_DB = Symbol('NOTIFICATION_DB');
export const SERVICE = 'notification' as const;
