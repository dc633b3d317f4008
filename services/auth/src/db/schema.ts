import { outboxTable } from '@thindi/platform/outbox-table';
import { boolean, index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The auth service's own schema: customers, addresses, preferences and one-time-code challenges. */
export const authSchema = pgSchema('auth');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const customers = authSchema.table(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased: people type their address in any case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /**
     * Null while the account has no password it can sign in with: one typed at /register is never kept (nobody had
     * proven the e-mail), and the first code sign-in of such an account leaves it without one (decision 031).
     */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    orderEmails: boolean('order_emails').notNull().default(true),
    offerEmails: boolean('offer_emails').notNull().default(false),
    /** Tokens carry it; bumping it revokes every earlier token of the account. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Wrong e-mailed codes tried for the account since it last signed in; its next code mail names them. */
    wrongCodesSinceSignIn: integer('wrong_codes_since_sign_in').notNull().default(0),
    /** When its owner was last told that someone tried to sign up with the e-mail: at most once a day. */
    signupAttemptMailedAt: timestamp('signup_attempt_mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  // The admin's list reads newest first.
  (t) => [uniqueIndex('customers_email_key').on(t.email), index('customers_created_idx').on(t.createdAt, t.id)],
);
export type CustomerRow = typeof customers.$inferSelect;

export const addresses = authSchema.table(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
export type AddressRow = typeof addresses.$inferSelect;

/**
 * One live code per e-mail and purpose. Only an HMAC of the code is kept. `verifiedAt` records that
 * the e-mail was proven (a registration may be completed shortly after); `usedAt` retires the code.
 */
export const codeChallenges = authSchema.table(
  'code_challenges',
  {
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);
export type CodeChallengeRow = typeof codeChallenges.$inferSelect;

/**
 * One row per wrong e-mailed code in the last hour, by e-mail (known or not), purpose and client address: the
 * limits on guessing span reissued codes, restarts and replicas (decision 031). Older rows are removed as new ones come.
 */
export const wrongCodes = authSchema.table(
  'wrong_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    clientAddress: text('client_address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wrong_codes_email_at_idx').on(t.email, t.at), index('wrong_codes_at_idx').on(t.at)],
);
export type WrongCodeRow = typeof wrongCodes.$inferSelect;

/** Events that follow a change to an account (registered, switched off or on), sent by the relay. */
export const outbox = outboxTable(authSchema);

export const authTables = { authSchema, customers, addresses, codeChallenges, wrongCodes, outbox };
