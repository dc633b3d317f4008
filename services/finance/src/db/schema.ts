import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  boolean,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { outboxTable } from '@thindi/platform/outbox-table';
import type {
  InvoiceDocument,
  InvoiceKind,
  PaymentMethod,
  PayoutState,
  RefundReason,
  RefundState,
  SettlementState,
} from '@thindi/contracts';

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
    /** The order's number as the shopper knows it ('ORD-…'), for lists; empty on invoices issued before it was kept. */
    orderNumber: text('order_number').notNull().default(''),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    seriesKey: text('series_key').notNull(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    pdfKey: text('pdf_key'),
    /**
     * What a document other than the part's own invoice and its full credit note answers: a refund's credit note
     * names its refund ('refund:<key>'). Null for the part's invoice (or bill of supply) and its full reversal.
     */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A part has one invoice and one full credit note, and one credit note per refund.
    uniqueIndex('invoices_part_kind_source_key').on(t.orderId, t.sellerId, t.kind, sql`coalesce(${t.sourceKey}, '')`),
    unique('invoices_series_seq_key').on(t.seriesKey, t.financialYear, t.seq),
    // A number is unique per supplier: two sellers may both print AMS/2526/000001.
    unique('invoices_seller_number_key').on(t.sellerId, t.number),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_seller_idx').on(t.sellerId, t.createdAt),
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

/**
 * One seller's delivered part of an order and what the platform keeps of it (commission, GST on it, TCS, TDS):
 * the seller's statement, the platform's monthly figures and the GSTR-8 return read it. Its money moves are in the
 * ledger; this row says where the part stands (held in the return window, payable, reversed).
 */
export const settlements = financeSchema.table(
  'settlements',
  {
    orderId: uuid('order_id').notNull(),
    sellerId: text('seller_id').notNull(),
    orderNumber: text('order_number').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerGstin: text('seller_gstin'),
    /** The GST state code of the delivery address. */
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: boolean('intra_state').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
    gstOnCommissionPaise: bigint('gst_on_commission_paise', { mode: 'number' }).notNull(),
    tcsCgstPaise: bigint('tcs_cgst_paise', { mode: 'number' }).notNull(),
    tcsSgstPaise: bigint('tcs_sgst_paise', { mode: 'number' }).notNull(),
    tcsIgstPaise: bigint('tcs_igst_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    /** What refunds to the shopper took back of the part: of its price, and of the seller's net share. */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    refundedNetPaise: bigint('refunded_net_paise', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<SettlementState>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sellerId] }),
    index('settlements_seller_idx').on(t.sellerId, t.deliveredAt),
    index('settlements_release_idx').on(t.state, t.releaseAt),
    check('settlements_state_check', sql`${t.state} in ('held', 'payable', 'reversed')`),
  ],
);

/**
 * A shopper's ticket about a seller's part (order.issue-opened): while it is open (`resolved_at` null) the part's
 * held amount is not released to the seller. One row per ticket, written by whichever of its opened and resolved
 * events comes first, so the two may come in any order and any number of times.
 */
export const partHolds = financeSchema.table(
  'part_holds',
  {
    issueId: uuid('issue_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    sellerId: text('seller_id').notNull(),
    issueNumber: text('issue_number').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('part_holds_open_idx')
      .on(t.orderId, t.sellerId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Commission per storefront category from a date, set by an admin (the default comes from libs/india). */
export const commissionRates = financeSchema.table(
  'commission_rates',
  {
    category: text('category').notNull(),
    validFrom: date('valid_from').notNull(),
    rateBps: integer('rate_bps').notNull(),
    setBy: text('set_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.validFrom] }),
    check('commission_rates_rate_check', sql`${t.rateBps} between 0 and 3000`),
  ],
);

/** A transfer to a seller: due when made by a run, then paid (with the bank's UTR) or failed. */
export const payouts = financeSchema.table(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    sellerId: text('seller_id').notNull(),
    sellerName: text('seller_name').notNull(),
    reference: text('reference').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').$type<PayoutState>().notNull(),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    /** The run that made it: the week's scheduled run ('2026-11-30'), or a manual one. */
    runKey: text('run_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('payouts_reference_key').on(t.reference),
    // A bank transfer pays one payout: the same UTR twice is a typing mistake.
    uniqueIndex('payouts_utr_key').on(t.utr),
    // A run pays a seller once.
    unique('payouts_run_seller_key').on(t.runKey, t.sellerId),
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
    index('payouts_state_idx').on(t.state, t.createdAt),
    check('payouts_amount_check', sql`${t.amountPaise} > 0`),
    check('payouts_state_check', sql`${t.state} in ('due', 'paid', 'failed')`),
  ],
);

/**
 * Money owed back to a shopper (order.refund-due), paid by the admin to a UPI ID with the transfer's UTR. `key` is the
 * order service's name for it: a redelivered event makes no second refund.
 */
export const refunds = financeSchema.table(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    customerId: text('customer_id').notNull(),
    sellerId: text('seller_id'),
    issueId: uuid('issue_id'),
    issueNumber: text('issue_number'),
    reason: text('reason').$type<RefundReason>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The UPI ID the shopper gave; for a UPI order without one, the refund goes to the payer of `paidWithUtr`. */
    upiId: text('upi_id'),
    paidWithUtr: text('paid_with_utr'),
    state: text('state').$type<RefundState>().notNull(),
    utr: text('utr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by'),
  },
  (t) => [
    unique('refunds_key_key').on(t.key),
    index('refunds_state_idx').on(t.state, t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_state_check', sql`${t.state} in ('due', 'paid')`),
  ],
);

/**
 * Every UTR the platform recorded for money it sent (payouts and refunds): one bank transfer pays one thing, so the
 * same UTR twice is refused whichever of the two it was first recorded on.
 */
export const bankReferences = financeSchema.table('bank_references', {
  utr: text('utr').primaryKey(),
  kind: text('kind').$type<'payout' | 'refund'>().notNull(),
  targetId: uuid('target_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outbox = outboxTable(financeSchema);

/** The payout runs made, one per scheduled week: a run that is due is made once, by one replica. */
export const payoutRuns = financeSchema.table('payout_runs', {
  runKey: text('run_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const financeTables = {
  financeSchema,
  invoiceSeries,
  invoices,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  settlements,
  partHolds,
  commissionRates,
  payouts,
  payoutRuns,
  refunds,
  bankReferences,
  outbox,
};
export type SettlementRow = typeof settlements.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
