import { z } from 'zod';
import { GRIEVANCE_TOPICS, ISSUE_RESOLUTIONS } from './issue.schema';

/** What a mail about a ticket says was offered or settled: rupees for a refund, the words of a decline. */
const issueOutcomeSchema = z.object({
  kind: z.enum(ISSUE_RESOLUTIONS),
  amount: z.number().optional(),
  note: z.string().optional(),
});
export type IssueOutcome = z.infer<typeof issueOutcomeSchema>;

/** The mail job of 'The seller answered your ticket TK-…', to the shopper. */
export const ISSUE_ANSWERED_MAIL_JOB = 'issue-answered';
/** To the shopper: what the seller offers, and the day to accept or escalate by before it stands as accepted. */
export const issueAnsweredMailSchema = z.object({
  to: z.string(),
  name: z.string(),
  issueNumber: z.string(),
  orderNumber: z.string(),
  sellerName: z.string(),
  offer: issueOutcomeSchema,
  respondBy: z.string(),
});
export type IssueAnsweredMail = z.infer<typeof issueAnsweredMailSchema>;

/** The mail job of 'Ticket TK-… is settled', to the shopper or the seller. */
export const ISSUE_SETTLED_MAIL_JOB = 'issue-settled';
/**
 * To the shopper or the seller: how the ticket was settled. `how` is `accepted` (the shopper accepted the seller's
 * answer), `stood` (the shopper did not answer within ISSUE_RESPOND_DAYS) or `decided` (the grievance officer's final
 * word).
 */
export const issueSettledMailSchema = z.object({
  to: z.string(),
  name: z.string(),
  audience: z.enum(['shopper', 'seller']),
  issueNumber: z.string(),
  /** Null for a complaint that is not about one order. */
  orderNumber: z.string().nullable(),
  how: z.enum(['accepted', 'stood', 'decided']),
  outcome: issueOutcomeSchema,
});
export type IssueSettledMail = z.infer<typeof issueSettledMailSchema>;

/** The mail job of 'Ticket TK-… went to the grievance officer', to the seller. */
export const ISSUE_ESCALATED_MAIL_JOB = 'issue-escalated';
/** To the seller: the shopper did not accept its answer (with their reason), or the seller did not answer in time. */
export const issueEscalatedMailSchema = z.object({
  to: z.string(),
  name: z.string(),
  issueNumber: z.string(),
  orderNumber: z.string(),
  by: z.enum(['shopper', 'platform']),
  reason: z.string(),
});
export type IssueEscalatedMail = z.infer<typeof issueEscalatedMailSchema>;

/** The order service's job (on ORDER_SELLER_MAIL_QUEUE) of a seller's mail about a ticket: its address is looked up. */
export const SELLER_ISSUE_NOTICE_JOB = 'seller-issue-notice';
const sellerNotice = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ orderId: z.string(), sellerId: z.string(), ...shape });
/** The seller's settled or escalated mail without its address: `mail` names the mail job it becomes. */
export const sellerIssueNoticeJobSchema = z.discriminatedUnion('mail', [
  sellerNotice({
    mail: z.literal(ISSUE_SETTLED_MAIL_JOB),
    notice: issueSettledMailSchema.omit({ to: true, name: true }),
  }),
  sellerNotice({
    mail: z.literal(ISSUE_ESCALATED_MAIL_JOB),
    notice: issueEscalatedMailSchema.omit({ to: true, name: true }),
  }),
]);
export type SellerIssueNoticeJob = z.infer<typeof sellerIssueNoticeJobSchema>;

/** The mail job of 'A complaint was filed', to the grievance officer. */
export const COMPLAINT_FILED_MAIL_JOB = 'complaint-filed';
/** To the grievance officer (GRIEVANCE_OFFICER_EMAIL): a complaint not about one order, and when it is due. */
export const complaintFiledMailSchema = z.object({
  to: z.string(),
  issueNumber: z.string(),
  topic: z.enum(GRIEVANCE_TOPICS),
  description: z.string(),
  /** The shopper's e-mail, to write back to. */
  from: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type ComplaintFiledMail = z.infer<typeof complaintFiledMailSchema>;

/** The mail job of 'Your replacement is on its way', to the shopper. */
export const REPLACEMENT_SHIPPED_MAIL_JOB = 'replacement-shipped';
/** To the shopper: the replacement of ticket TK-… was shipped, what is in it, and how to track it. */
export const replacementShippedMailSchema = z.object({
  to: z.string(),
  name: z.string(),
  issueNumber: z.string(),
  orderNumber: z.string(),
  sellerName: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), weight: z.string() })),
  carrier: z.string().nullable(),
  trackingNumber: z.string(),
});
export type ReplacementShippedMail = z.infer<typeof replacementShippedMailSchema>;
