/** Injection token of the admin service's drizzle database. */
export const ADMIN_DB = Symbol('ADMIN_DB');
export const SERVICE = 'admin' as const;
