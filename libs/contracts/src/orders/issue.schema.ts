import { z } from 'zod';

/**
 * A problem a shopper reports with one seller's part of an order. `not-delivered` is for a shipped part
 * past its latest estimated date; every other kind is for a delivered part, within ISSUE_WINDOW_DAYS of delivery.
 */
export const ISSUE_KINDS = [
  'damaged',
  'wrong-item',
  'missing-item',
  'expired',
  'quality',
  'other',
  'not-delivered',
] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];
/** Each kind in the shopper's words (the form, the ticket page and the seller's mail). */
export const ISSUE_KIND_LABELS: Record<IssueKind, string> = {
  damaged: 'Damaged or crushed',
  'wrong-item': 'Wrong item',
  'missing-item': 'Missing item',
  expired: 'Expired or near expiry',
  quality: 'Quality problem',
  other: 'Something else',
  'not-delivered': 'Not delivered',
};
/** Where a ticket stands. */
export const ISSUE_STATUSES = ['open', 'closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const MAX_ISSUE_PHOTOS = 3;
export const MAX_ISSUE_LINES = 50;
/** The grievance rules: a ticket is acknowledged within 48 hours and resolved within a month. */
export const ISSUE_ACKNOWLEDGE_HOURS = 48;
export const ISSUE_RESOLVE_DAYS = 30;

export const issueLineInputSchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
  /** The pack; without it, the pack the order's line was bought in. */
  variantId: z.string({ error: 'variantId must be a pack id' }).uuid('variantId must be a pack id').optional(),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1'),
});
export type IssueLineInput = z.infer<typeof issueLineInputSchema>;

/** POST /api/orders/:id/issues (body). */
export const reportIssueBodySchema = z.object({
  kind: z.enum(ISSUE_KINDS, { error: `kind must be one of ${ISSUE_KINDS.join(', ')}` }),
  lines: z
    .array(issueLineInputSchema, { error: 'lines must list what the problem is with' })
    .min(1, 'Please name at least one line of the order')
    .max(MAX_ISSUE_LINES, `At most ${MAX_ISSUE_LINES} lines`),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(10, 'Please describe the problem in at least 10 characters')
    .max(2000, 'description must be at most 2000 characters'),
  /** Review-photo keys (or their file URLs) the shopper uploaded through POST /api/reviews/photos. */
  photos: z
    .array(z.string().max(300), { error: 'photos must be a list of uploaded photos' })
    .max(MAX_ISSUE_PHOTOS, `At most ${MAX_ISSUE_PHOTOS} photos`)
    .default([]),
});
export type ReportIssueBody = z.infer<typeof reportIssueBodySchema>;
/** order.issues.report input. */
export const reportIssueSchema = reportIssueBodySchema.extend({ orderId: z.string().uuid('Order not found') });
export type ReportIssueInput = z.infer<typeof reportIssueSchema>;

/** order.issues.get input: a ticket by its number. */
export const issueNumberSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^TK-\d{8}-[0-9A-Z]{5}$/, 'Ticket not found'),
});
export type IssueNumberInput = z.infer<typeof issueNumberSchema>;

export const issueHistoryEntrySchema = z.object({
  status: z.enum(ISSUE_STATUSES),
  at: z.string(),
  /** Who moved the ticket: the shopper, the seller, the admin or the platform (a timer). */
  by: z.enum(['shopper', 'seller', 'admin', 'platform']),
  note: z.string().optional(),
});
export type IssueHistoryEntry = z.infer<typeof issueHistoryEntrySchema>;

export const issueLineSchema = z.object({
  productId: z.string(),
  /** Null for a line bought before packs. */
  variantId: z.string().nullable(),
  name: z.string(),
  packLabel: z.string().optional(),
  quantity: z.number().int(),
});
export type IssueLine = z.infer<typeof issueLineSchema>;

/** A ticket as its shopper and the admin see it. */
export const issueSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ISSUE_STATUSES),
  kind: z.enum(ISSUE_KINDS),
  orderId: z.string(),
  orderNumber: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  lines: z.array(issueLineSchema),
  description: z.string(),
  /** The photos as URLs of the platform's file route. */
  photos: z.array(z.string()),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  createdAt: z.string(),
  history: z.array(issueHistoryEntrySchema),
});
export type Issue = z.infer<typeof issueSchema>;
/** POST /api/orders/:id/issues (201), GET /api/support/:number. */
export const issueResponseSchema = z.object({ success: z.literal(true), issue: issueSchema });
export type IssueResponse = z.infer<typeof issueResponseSchema>;
/** GET /api/support: the shopper's tickets, newest first. */
export const issueListResponseSchema = z.object({ success: z.literal(true), issues: z.array(issueSchema) });
export type IssueListResponse = z.infer<typeof issueListResponseSchema>;

/** order.issue-opened: what the seller's mail, and later the admin's queue, need. */
export const orderIssueOpenedEventSchema = z.object({
  issueId: z.string(),
  number: z.string(),
  kind: z.enum(ISSUE_KINDS),
  orderId: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  lines: z.array(issueLineSchema),
  description: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  at: z.string(),
});
export type OrderIssueOpenedEvent = z.infer<typeof orderIssueOpenedEventSchema>;

/** The seller's 'A shopper reported a problem' notice, queued with the ticket (its address is looked up later). */
export const sellerIssueOpenedJobSchema = z.object({
  orderId: z.string(),
  sellerId: z.string(),
  orderNumber: z.string(),
  issueNumber: z.string(),
  kind: z.enum(ISSUE_KINDS),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), weight: z.string() })),
  description: z.string(),
  acknowledgeBy: z.string(),
});
export type SellerIssueOpenedJob = z.infer<typeof sellerIssueOpenedJobSchema>;

/** The mail job of the seller's notice (sent like the food-licence mails: its name beside its schema). */
export const ISSUE_OPENED_MAIL_JOB = 'seller-issue-opened';
/** To the seller: 'A shopper reported a problem with order X', the lines, the words and when to answer by. */
export const sellerIssueOpenedMailSchema = sellerIssueOpenedJobSchema
  .omit({ orderId: true, sellerId: true })
  .extend({ to: z.string(), businessName: z.string() });
export type SellerIssueOpenedMail = z.infer<typeof sellerIssueOpenedMailSchema>;
