import { z } from 'zod';
import { upiIdSchema } from './refund.schema';
import { formatRupees, MAX_RUPEES, twoDecimals } from '../common/money';

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
/**
 * What a ticket is about: a problem with an order (the kinds above), a part the seller recorded `returned` (a ticket
 * the seller opens and settles at once with the refund the return owes), or a `complaint` to the grievance officer
 * that is not about one order (a seller, the website, a payment, the account or personal data).
 */
export const TICKET_KINDS = [...ISSUE_KINDS, 'returned', 'complaint'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
/** Each kind in the shopper's words (the form, the ticket page and the seller's mail). */
export const ISSUE_KIND_LABELS: Record<TicketKind, string> = {
  damaged: 'Damaged or crushed',
  'wrong-item': 'Wrong item',
  'missing-item': 'Missing item',
  expired: 'Expired or near expiry',
  quality: 'Quality problem',
  other: 'Something else',
  'not-delivered': 'Not delivered',
  returned: 'Returned to the seller',
  complaint: 'Complaint to the grievance officer',
};

/** What a complaint that is not about one order is about. */
export const GRIEVANCE_TOPICS = ['seller', 'website', 'payment', 'account', 'personal-data', 'other'] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];
export const GRIEVANCE_TOPIC_LABELS: Record<GrievanceTopic, string> = {
  seller: 'A seller',
  website: 'The website or app',
  payment: 'A payment or refund',
  account: 'My account',
  'personal-data': 'My personal data',
  other: 'Something else',
};

/** POST /api/support (body): a complaint to the grievance officer that is not about one order. */
export const fileComplaintBodySchema = z.object({
  topic: z.enum(GRIEVANCE_TOPICS, { error: `topic must be one of ${GRIEVANCE_TOPICS.join(', ')}` }),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(20, 'Please describe the complaint in at least 20 characters')
    .max(4000, 'description must be at most 4000 characters'),
});
export type FileComplaintBody = z.infer<typeof fileComplaintBodySchema>;
/**
 * Where a ticket stands: `open` waits for the seller's answer (within 48 hours, else it is escalated by itself);
 * `offered` waits for the shopper to accept the seller's answer or escalate it (within ISSUE_RESPOND_DAYS, else the
 * offer stands as accepted); `escalated` is with the grievance officer (the admin), whose word is final; `resolved`
 * is settled.
 */
export const ISSUE_STATUSES = ['open', 'offered', 'escalated', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
/**
 * What a ticket is settled with: money back, the reported lines sent again at no charge (their stock held from the
 * moment it is offered), no remedy (with a reason), or the grievance officer's written answer to a complaint that is
 * not about one order.
 */
export const ISSUE_RESOLUTIONS = ['refund', 'replacement', 'decline', 'answer'] as const;
export type IssueResolutionKind = (typeof ISSUE_RESOLUTIONS)[number];
/** Days the shopper has to accept or escalate the seller's answer before it stands as accepted. */
export const ISSUE_RESPOND_DAYS = 7;

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
  /** Where a refund goes for an order paid cash on delivery (a UPI order's goes back to the UPI ID that paid it). */
  refundUpiId: upiIdSchema.optional(),
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

const rupeesSchema = (what: string) =>
  z
    .number({ error: `${what} must be an amount in rupees` })
    .positive(`${what} must be more than zero`)
    .max(MAX_RUPEES, `${what} must be at most ${MAX_RUPEES}`)
    .refine(twoDecimals, `${what} must have at most 2 decimals`);

/** The refusal of a refund of more than the reported lines cost (`value`, rupees): the service's and the form's. */
export const refundTooLargeMessage = (value: number): string =>
  `A refund may be at most ${formatRupees(value)}, what the reported lines cost the shopper`;

/**
 * The seller's answer (POST /api/sellers/issues/:number/answer) or the admin's final decision (POST
 * /api/admin/support/:number/decide): a refund of `amount` rupees (at most the reported lines' value), a replacement
 * of the reported lines (their stock is held for it at once; the seller then ships it), or a decline with the reason
 * the shopper is told.
 */
export const issueAnswerBodySchema = z.discriminatedUnion(
  'resolution',
  [
    z.object({
      resolution: z.literal('refund'),
      amount: rupeesSchema('amount'),
      note: z.string().trim().max(1000, 'note must be at most 1000 characters').optional(),
    }),
    z.object({
      resolution: z.literal('replacement'),
      note: z.string().trim().max(1000, 'note must be at most 1000 characters').optional(),
    }),
    z.object({
      resolution: z.literal('decline'),
      reason: z
        .string({ error: 'reason is required to decline' })
        .trim()
        .min(10, 'Please give the shopper a reason of at least 10 characters')
        .max(1000, 'reason must be at most 1000 characters'),
    }),
  ],
  { error: `resolution must be one of ${ISSUE_RESOLUTIONS.join(', ')}` },
);
export type IssueAnswerBody = z.infer<typeof issueAnswerBodySchema>;
/** order.issues.answer input: the seller's answer. */
export const issueAnswerSchema = z.intersection(issueNumberSchema, issueAnswerBodySchema);
export type IssueAnswerInput = z.infer<typeof issueAnswerSchema>;

/** The grievance officer's written answer, which settles a complaint that is not about one order. */
const officerReplySchema = z.object({
  resolution: z.literal('answer'),
  reply: z
    .string({ error: 'reply is required to answer' })
    .trim()
    .min(10, 'Please answer the shopper in at least 10 characters')
    .max(4000, 'reply must be at most 4000 characters'),
});
/**
 * POST /api/admin/support/:number/decide (body): a refund or a decline of an order's ticket, or an answer (`reply`)
 * to a complaint that is not about one order.
 */
export const issueDecideBodySchema = z.discriminatedUnion(
  'resolution',
  [...issueAnswerBodySchema.options, officerReplySchema],
  { error: `resolution must be one of ${ISSUE_RESOLUTIONS.join(', ')}` },
);
export type IssueDecideBody = z.infer<typeof issueDecideBodySchema>;
/** order.issues.decide input: the grievance officer's final word. */
export const issueDecideSchema = z.intersection(issueNumberSchema, issueDecideBodySchema);
export type IssueDecideInput = z.infer<typeof issueDecideSchema>;

/** POST /api/support/:number/escalate (body): why the shopper does not accept the seller's answer. */
export const issueEscalateBodySchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(10, 'Please say in at least 10 characters why you do not accept')
    .max(2000, 'reason must be at most 2000 characters'),
});
/** POST /api/support/:number/accept (body, optional): the UPI ID a refund of a cash-on-delivery order goes to. */
export const issueAcceptBodySchema = z.object({ refundUpiId: upiIdSchema.optional() });
export const issueAcceptSchema = issueNumberSchema.extend(issueAcceptBodySchema.shape);
export type IssueAcceptInput = z.infer<typeof issueAcceptSchema>;
/** POST /api/support/:number/refund-upi: the UPI ID a ticket's refund is paid to, given or changed while it is due. */
export const issueRefundUpiBodySchema = z.object({ upiId: upiIdSchema });
export const issueRefundUpiSchema = issueNumberSchema.extend(issueRefundUpiBodySchema.shape);
export type IssueRefundUpiInput = z.infer<typeof issueRefundUpiSchema>;

export const issueEscalateSchema = issueNumberSchema.extend(issueEscalateBodySchema.shape);
export type IssueEscalateInput = z.infer<typeof issueEscalateSchema>;

/** How a ticket was settled, or what the seller offers while it is `offered`. */
export const issueResolutionSchema = z.object({
  kind: z.enum(ISSUE_RESOLUTIONS),
  /** Rupees to give back (refund only). */
  amount: z.number().optional(),
  /** The seller's or admin's words: a note with a refund, the reason of a decline, the answer to a complaint. */
  note: z.string().optional(),
  /** Who decided it: the seller (accepted by the shopper, or standing after ISSUE_RESPOND_DAYS) or the admin. */
  by: z.enum(['seller', 'admin']),
  at: z.string(),
});
export type IssueResolution = z.infer<typeof issueResolutionSchema>;

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

/**
 * A replacement's journey once a ticket is settled with one: `to-send` until the seller ships it (with the carrier
 * and tracking number), `shipped`, then `delivered`.
 */
export const REPLACEMENT_STATUSES = ['to-send', 'shipped', 'delivered'] as const;
export type ReplacementStatus = (typeof REPLACEMENT_STATUSES)[number];
export const REPLACEMENT_STATUS_LABELS: Record<ReplacementStatus, string> = {
  'to-send': 'Replacement to be sent',
  shipped: 'Replacement shipped',
  delivered: 'Replacement delivered',
};
export const replacementSchema = z.object({
  status: z.enum(REPLACEMENT_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Replacement = z.infer<typeof replacementSchema>;

/**
 * POST /api/sellers/issues/:number/replacement (body): the seller ships the replacement a ticket was settled with
 * (`shipped`, with its tracking number and optionally the carrier), then records it `delivered`.
 */
export const replacementMoveBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('shipped'),
      trackingNumber: z
        .string({ error: 'trackingNumber is required to ship' })
        .trim()
        .min(4, 'trackingNumber must be at least 4 characters')
        .max(40, 'trackingNumber must be at most 40 characters')
        .regex(/^[A-Za-z0-9-]+$/, 'trackingNumber may hold letters, digits and dashes only'),
      carrier: z.string().trim().min(2, 'carrier must be at least 2 characters').max(60).optional(),
    }),
    z.object({ status: z.literal('delivered') }),
  ],
  { error: 'status must be shipped or delivered' },
);
export type ReplacementMoveBody = z.infer<typeof replacementMoveBodySchema>;
/** order.issues.replacement input. */
export const replacementMoveSchema = z.intersection(issueNumberSchema, replacementMoveBodySchema);
export type ReplacementMoveInput = z.infer<typeof replacementMoveSchema>;

/** A ticket as its shopper and the admin see it; a complaint not about one order has no order and no seller. */
export const issueSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ISSUE_STATUSES),
  kind: z.enum(TICKET_KINDS),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  /** What a complaint is about; null for a problem with an order. */
  topic: z.enum(GRIEVANCE_TOPICS).nullable(),
  lines: z.array(issueLineSchema),
  description: z.string(),
  /** The photos as URLs of the platform's file route. */
  photos: z.array(z.string()),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  /** What the reported lines cost the shopper, rupees: the most a refund may give back. */
  value: z.number(),
  /** The seller's offer while `offered`, the settlement once `resolved`; null before an answer. */
  resolution: issueResolutionSchema.nullable(),
  /** While `offered`: when the offer stands as accepted unless the shopper escalates. */
  respondBy: z.string().nullable(),
  /** When the seller (or the admin) first answered; null until then. */
  acknowledgedAt: z.string().nullable(),
  /** The UPI ID the shopper gave for a refund of a cash-on-delivery order; null when none was given. */
  refundUpiId: z.string().nullable().optional(),
  /** A ticket settled with a replacement: where it stands; null otherwise. */
  replacement: replacementSchema.nullable(),
  /** Past its acknowledgeBy unanswered, or past its resolveBy unsettled. */
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(issueHistoryEntrySchema),
});
export type Issue = z.infer<typeof issueSchema>;
/** The seller's list (GET /api/sellers/issues) and the admin's queue (GET /api/admin/support): what is due first. */
export const issueQueueQuerySchema = z.object({
  status: z.enum(ISSUE_STATUSES, { error: `status must be one of ${ISSUE_STATUSES.join(', ')}` }).optional(),
});
export type IssueQueueQuery = z.infer<typeof issueQueueQuerySchema>;
/** POST /api/orders/:id/issues and POST /api/support (201), GET /api/support/:number. */
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

/**
 * order.issue-resolved: a ticket settled (the shopper accepted the seller's answer, it stood for ISSUE_RESPOND_DAYS,
 * or the admin decided). `refundPaise` is what is to be given back (0 for a decline): finance holds the part's money
 * from order.issue-opened until this event, and a refund becomes money due to the shopper.
 */
export const orderIssueResolvedEventSchema = z.object({
  issueId: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  sellerId: z.string(),
  resolution: z.enum(ISSUE_RESOLUTIONS),
  refundPaise: z.number().int(),
  decidedBy: z.enum(['seller', 'admin']),
  at: z.string(),
});
export type OrderIssueResolvedEvent = z.infer<typeof orderIssueResolvedEventSchema>;

/**
 * order.replacement-changed: the stock held for a ticket's replacement (reserved under the ticket's id) moves with
 * it. `withdrawn`: the grievance officer settled otherwise, so the catalog gives the stock back; `delivered`: the
 * packs no longer hold stock for an open order; `shipped` for whoever follows it.
 */
export const orderReplacementChangedEventSchema = z.object({
  issueId: z.string(),
  number: z.string(),
  orderId: z.string(),
  sellerId: z.string(),
  status: z.enum(['shipped', 'delivered', 'withdrawn']),
  at: z.string(),
});
export type OrderReplacementChangedEvent = z.infer<typeof orderReplacementChangedEventSchema>;
