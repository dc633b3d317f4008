import type { FssaiKind, SellerHistoryEntry, ShipsTo } from '@thindi/contracts';
import { outboxTable } from '@thindi/platform/outbox-table';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type SellerHistoryAction = SellerHistoryEntry['action'];

/** The seller service's own schema: sellers, their KYC document keys and bank details. */
export const sellerSchema = pgSchema('seller');

export interface SellerAddress {
  street: string;
  city: string;
  state: string;
  pincode: string;
}

/** Storage keys of the KYC documents (private; served only to the seller and admins). */
export interface SellerDocumentKeys {
  aadharCard: string;
  panCard: string;
  bankDocument: string;
  /** The FSSAI licence or registration certificate (decision 035); absent until the seller uploads it. */
  fssaiCertificate?: string;
}

export const sellers = sellerSchema.table(
  'sellers',
  {
    id: uuid('id').primaryKey(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    /**
     * Stored lower-case. Claimed only once proven: one proven seller per e-mail, while unproven registrations may
     * share it (so registering never tells whether an e-mail is known; decision 008).
     */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    businessType: text('business_type').notNull(),
    panNumber: text('pan_number').notNull(),
    gstNumber: text('gst_number'),
    address: jsonb('address').$type<SellerAddress>().notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankIfscCode: text('bank_ifsc_code').notNull(),
    bankAccountHolderName: text('bank_account_holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    documents: jsonb('documents').$type<SellerDocumentKeys>().notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Proven by a code sent to the address; until then the address gets no mail but that code. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Why an admin last rejected the seller; cleared when it is approved. */
    rejectionReason: text('rejection_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Tokens carry it; bumping it revokes every earlier token of the seller. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the seller closed its shop for good (switched off, every token revoked); null while it trades. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The FSSAI licence the seller gave (decision 035): a changed one waits for an admin (`fssaiVerifiedAt` null). */
    fssaiLicenceNumber: text('fssai_licence_number'),
    fssaiLicenceKind: text('fssai_licence_kind').$type<FssaiKind>(),
    fssaiValidUntil: date('fssai_valid_until', { mode: 'string' }),
    fssaiVerifiedAt: timestamp('fssai_verified_at', { withTimezone: true }),
    /**
     * The last licence an admin verified: it counts until its own valid-until while a changed one waits, so a renewal
     * does not stop the seller's sales. Null while none ever was.
     */
    fssaiVerifiedNumber: text('fssai_verified_number'),
    fssaiVerifiedKind: text('fssai_verified_kind').$type<FssaiKind>(),
    fssaiVerifiedUntil: date('fssai_verified_until', { mode: 'string' }),
    /** For a seller approved before licences were required: when the rule began (its grace counts from it). */
    fssaiRuleSince: timestamp('fssai_rule_since', { withTimezone: true }),
    /** The valid-until date whose reminder, and whose lapse, was mailed (each goes once per licence). */
    fssaiRemindedFor: date('fssai_reminded_for', { mode: 'string' }),
    fssaiLapseMailedFor: date('fssai_lapse_mailed_for', { mode: 'string' }),
    fssaiGraceStartedMailed: boolean('fssai_grace_started_mailed').notNull().default(false),
    fssaiGraceEndedMailed: boolean('fssai_grace_ended_mailed').notNull().default(false),
    /** Whether the catalog was last told the seller sells food; null until its public profile was first published. */
    publishedSelling: boolean('published_selling'),
    /** What the storefront says of the seller, and its customer care (null: the seller's phone and e-mail). */
    about: text('about'),
    customerCarePhone: text('customer_care_phone'),
    customerCareEmail: text('customer_care_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's list reads newest first, id breaking ties.
  (t) => [
    index('sellers_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('sellers_proven_email_idx')
      .on(t.email)
      .where(sql`${t.emailVerified}`),
    index('sellers_email_idx').on(t.email),
    index('sellers_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedSelling} is null`),
  ],
);

/** One pending sign-in code per e-mail: only its hash, with its expiry and wrong tries. */
export const loginCodes = sellerSchema.table('login_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One pending password reset code per e-mail, kept like sign-in codes: only its hash, expiry and wrong tries. */
export const passwordCodes = sellerSchema.table('password_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a seller ships from and how fast; a seller without a row ships with the defaults from its business address.
 * The cut-off is kept in minutes after midnight IST, a COD limit in paise (null: no limit).
 */
export const shippingProfiles = sellerSchema.table('shipping_profiles', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  originPincode: text('origin_pincode').notNull(),
  dispatchDays: integer('dispatch_days').notNull(),
  cutoffMinutes: integer('cutoff_minutes').notNull(),
  codEnabled: boolean('cod_enabled').notNull(),
  codLimitPaise: integer('cod_limit_paise'),
  shipsTo: text('ships_to').$type<ShipsTo>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened to a seller's application after sign-up: what the seller did (resubmitted after a rejection,
 * changed KYC fields or documents), which the admin reads again, and the admin's rejections and approvals, which
 * the seller reads as its review history (the admin's own record of them is the admin service's audit log).
 */
export const sellerHistory = sellerSchema.table(
  'seller_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    action: text('action').$type<SellerHistoryAction>().notNull(),
    /** The KYC fields a profile edit changed. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    /** The admin's reason, for a rejection. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_history_seller_idx').on(t.sellerId, t.at)],
);

/** Events and mails that follow an admin's decision, written with the decision and sent by the relay. */
export const outbox = outboxTable(sellerSchema);

export const sellerTables = {
  sellerSchema,
  sellers,
  loginCodes,
  passwordCodes,
  shippingProfiles,
  sellerHistory,
  outbox,
};
export type SellerRow = typeof sellers.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;
export type PasswordCodeRow = typeof passwordCodes.$inferSelect;
export type ShippingProfileRow = typeof shippingProfiles.$inferSelect;
