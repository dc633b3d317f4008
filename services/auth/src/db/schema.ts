import { pgSchema } from 'drizzle-orm/pg-core';

/** The auth service's own schema: customers, addresses, preferences and one-time-code challenges. */
export const authSchema = pgSchema('auth');

export const authTables = { authSchema };
