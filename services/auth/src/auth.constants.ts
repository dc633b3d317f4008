/** Injection token of the auth service's drizzle database. */
export const AUTH_DB = Symbol('AUTH_DB');
export const SERVICE = 'auth' as const;
