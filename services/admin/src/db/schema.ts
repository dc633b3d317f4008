import { pgSchema } from 'drizzle-orm/pg-core';

/** The admin service's own schema: admin accounts and the admin audit log. */
export const adminSchema = pgSchema('admin');

export const adminTables = { adminSchema };
