/** Injection token of the auth service's drizzle database. */
export const AUTH_DB = Symbol('AUTH_DB');
export const SERVICE = 'auth' as const;
/** Injection token of the auth service's outbox (TransactionalOutbox over `auth.outbox`). */
export const AUTH_OUTBOX = Symbol('AUTH_OUTBOX');
