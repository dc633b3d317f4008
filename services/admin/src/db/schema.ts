import { index, jsonb, pgSchema, text, timestamp, boolean, integer, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The admin service's own schema: admin accounts and the admin audit log. */
export const adminSchema = pgSchema('admin');

export const admins = adminSchema.table(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Tokens carry it; bumping it revokes every earlier token of the admin. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);
export type AdminRow = typeof admins.$inferSelect;

/** What admins did, to what, when and why: sign-ins, verdicts on sellers, toggles, document views. */
export const auditLog = adminSchema.table(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_admin_idx').on(t.adminId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;

export const adminTables = { adminSchema, admins, auditLog };
