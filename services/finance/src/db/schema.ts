import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument, InvoiceKind } from '@thindi/contracts';

/** The finance service's own schema: invoices and their series, and the double-entry ledger. */
export const financeSchema = pgSchema('finance');

/**
 * The next number of each invoice series (a seller's invoices, its credit notes) in each financial year. A
 * number is taken in the transaction that writes its invoice, so a failed write gives it back.
 */
export const invoiceSeries = financeSchema.table(
  'invoice_series',
  {
    seriesKey: text('series_key').notNull(),
    /** '2526' for 1 April 2025 – 31 March 2026. */
    financialYear: text('financial_year').notNull(),
    nextSeq: integer('next_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesKey, t.financialYear] })],
);

/** Tax invoices, bills of supply and credit notes, each with the document as issued. */
export const invoices = financeSchema.table(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    sellerId: text('seller_id').notNull(),
    /** The order's customer: the recipient, who may download it. */
    customerId: text('customer_id').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    seriesKey: text('series_key').notNull(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_order_seller_kind_key').on(t.orderId, t.sellerId, t.kind),
    unique('invoices_series_seq_key').on(t.seriesKey, t.financialYear, t.seq),
    // A number is unique per supplier: two sellers may both print AMS/2526/000001.
    unique('invoices_seller_number_key').on(t.sellerId, t.number),
    index('invoices_order_idx').on(t.orderId),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit-note', 'bill-of-supply')`),
    // Rule 46(b): at most 16 characters of letters, digits, '/' and '-'.
    check('invoices_number_check', sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
  ],
);

/** An account of the ledger: a seller's payable, or one of the platform's own. */
export const ledgerAccounts = financeSchema.table(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    ownerType: text('owner_type').$type<'seller' | 'platform'>().notNull(),
    ownerId: text('owner_id').notNull(),
  },
  (t) => [unique('ledger_accounts_owner_code_key').on(t.code, t.ownerType, t.ownerId)],
);

/** A ledger entry: one business fact, posted once (its idempotency key is the event that caused it). */
export const ledgerEntries = financeSchema.table('ledger_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  memo: text('memo').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The postings of an entry, in paise: positive is a debit, negative a credit; an entry's postings sum to zero. */
export const ledgerPostings = financeSchema.table(
  'ledger_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId),
    check('ledger_postings_amount_check', sql`${t.amountPaise} <> 0`),
  ],
);

export const financeTables = { financeSchema, invoiceSeries, invoices, ledgerAccounts, ledgerEntries, ledgerPostings };
export type InvoiceRow = typeof invoices.$inferSelect;
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
