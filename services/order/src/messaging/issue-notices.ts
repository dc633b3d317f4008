import {
  ISSUE_ANSWERED_MAIL_JOB,
  ISSUE_ESCALATED_MAIL_JOB,
  ISSUE_SETTLED_MAIL_JOB,
  COMPLAINT_FILED_MAIL_JOB,
  type ComplaintFiledMail,
  MAIL_QUEUE,
  ORDER_SELLER_MAIL_QUEUE,
  OrderEvents,
  OrderJobs,
  SELLER_ISSUE_NOTICE_JOB,
  toRupees,
  type IssueAnsweredMail,
  type IssueOutcome,
  type IssueSettledMail,
  type OrderIssueOpenedEvent,
  type OrderIssueResolvedEvent,
  type OrderReplacementChangedEvent,
  REPLACEMENT_SHIPPED_MAIL_JOB,
  type ReplacementShippedMail,
  type SellerIssueNoticeJob,
  type SellerIssueOpenedJob,
} from '@thindi/contracts';
import type { OutboxEntry } from '@thindi/platform';
import type { OrderShopper } from '../db/issues.repository';
import type { IssueRow, OrderIssueRow, ReportedIssueRow, StoredIssueResolution } from '../db/schema';

/**
 * What follows a ticket opened, written to the outbox with it: order.issue-opened, and the seller's mail 'A shopper
 * reported a problem with order X' (its address is looked up later, as for a new order).
 */
export function issueOpenedNotices(issue: ReportedIssueRow): OutboxEntry[] {
  const event: OrderIssueOpenedEvent = {
    issueId: issue.id,
    number: issue.number,
    kind: issue.kind,
    orderId: issue.orderId,
    orderNumber: issue.orderNumber,
    customerId: issue.customerId,
    sellerId: issue.sellerId,
    sellerName: issue.sellerName,
    lines: issue.lines,
    description: issue.description,
    acknowledgeBy: issue.acknowledgeBy.toISOString(),
    resolveBy: issue.resolveBy.toISOString(),
    at: issue.createdAt.toISOString(),
  };
  const mail: SellerIssueOpenedJob = {
    orderId: issue.orderId,
    sellerId: issue.sellerId,
    orderNumber: issue.orderNumber,
    issueNumber: issue.number,
    kind: issue.kind,
    lines: issue.lines.map((line) => ({ name: line.name, quantity: line.quantity, weight: line.packLabel ?? '' })),
    description: issue.description,
    acknowledgeBy: issue.acknowledgeBy.toISOString(),
  };
  return [
    { kind: 'event', subject: OrderEvents.issueOpened, data: event },
    { kind: 'job', queue: ORDER_SELLER_MAIL_QUEUE, name: OrderJobs.sellerIssueOpened, data: mail },
  ];
}

const outcomeOf = ({ kind, amountPaise, note }: StoredIssueResolution): IssueOutcome => ({
  kind,
  ...(amountPaise !== undefined ? { amount: toRupees(amountPaise) } : {}),
  ...(note ? { note } : {}),
});
const sellerNotice = (data: SellerIssueNoticeJob): OutboxEntry => ({
  kind: 'job',
  queue: ORDER_SELLER_MAIL_QUEUE,
  name: SELLER_ISSUE_NOTICE_JOB,
  data,
});

/** The seller answered: the shopper is mailed what is offered and the day to accept or escalate by. */
export function answeredNotices(issue: OrderIssueRow, shopper: OrderShopper): OutboxEntry[] {
  const mail: IssueAnsweredMail = {
    to: shopper.email,
    name: shopper.firstName,
    issueNumber: issue.number,
    orderNumber: issue.orderNumber,
    sellerName: issue.sellerName,
    offer: outcomeOf(issue.resolution!),
    respondBy: issue.respondBy!.toISOString(),
  };
  return [{ kind: 'job', queue: MAIL_QUEUE, name: ISSUE_ANSWERED_MAIL_JOB, data: mail }];
}

/**
 * A ticket settled: order.issue-resolved with what is to be given back, and the mails of `to` (the shopper when it
 * was not their own doing, the seller always).
 */
export function settledNotices(
  issue: OrderIssueRow,
  how: IssueSettledMail['how'],
  shopper: OrderShopper | null,
): OutboxEntry[] {
  const resolution = issue.resolution!;
  const event: OrderIssueResolvedEvent = {
    issueId: issue.id,
    number: issue.number,
    orderId: issue.orderId,
    orderNumber: issue.orderNumber,
    customerId: issue.customerId,
    sellerId: issue.sellerId,
    resolution: resolution.kind,
    refundPaise: resolution.kind === 'refund' ? (resolution.amountPaise ?? 0) : 0,
    decidedBy: resolution.by,
    at: issue.updatedAt.toISOString(),
  };
  const notice = {
    issueNumber: issue.number,
    orderNumber: issue.orderNumber,
    how,
    outcome: outcomeOf(resolution),
  };
  const entries: OutboxEntry[] = [
    { kind: 'event', subject: OrderEvents.issueResolved, data: event },
    sellerNotice({
      orderId: issue.orderId,
      sellerId: issue.sellerId,
      mail: ISSUE_SETTLED_MAIL_JOB,
      notice: { ...notice, audience: 'seller' },
    }),
  ];
  if (shopper) {
    const mail: IssueSettledMail = { to: shopper.email, name: shopper.firstName, audience: 'shopper', ...notice };
    entries.push({ kind: 'job', queue: MAIL_QUEUE, name: ISSUE_SETTLED_MAIL_JOB, data: mail });
  }
  return entries;
}

/** A ticket went to the grievance officer: the seller is mailed why (the shopper's reason, or its own silence). */
export function escalatedNotices(issue: OrderIssueRow, by: 'shopper' | 'platform', reason: string): OutboxEntry[] {
  return [
    sellerNotice({
      orderId: issue.orderId,
      sellerId: issue.sellerId,
      mail: ISSUE_ESCALATED_MAIL_JOB,
      notice: { issueNumber: issue.number, orderNumber: issue.orderNumber, by, reason },
    }),
  ];
}

/**
 * A complaint not about one order was filed: the grievance officer is mailed it with its dates (when the deployment
 * names the officer's address).
 */
export function complaintFiledNotices(issue: IssueRow, officerEmail: string | undefined): OutboxEntry[] {
  if (!officerEmail || !issue.topic) return [];
  const mail: ComplaintFiledMail = {
    to: officerEmail,
    issueNumber: issue.number,
    topic: issue.topic,
    description: issue.description,
    from: issue.contactEmail ?? '',
    acknowledgeBy: issue.acknowledgeBy.toISOString(),
    resolveBy: issue.resolveBy.toISOString(),
  };
  return [{ kind: 'job', queue: MAIL_QUEUE, name: COMPLAINT_FILED_MAIL_JOB, data: mail }];
}

/** The grievance officer answered a complaint: the shopper is mailed the answer. */
export function complaintAnsweredNotices(issue: IssueRow): OutboxEntry[] {
  if (!issue.contactEmail || !issue.resolution) return [];
  const mail: IssueSettledMail = {
    to: issue.contactEmail,
    name: issue.contactName ?? 'there',
    audience: 'shopper',
    issueNumber: issue.number,
    orderNumber: null,
    how: 'decided',
    outcome: outcomeOf(issue.resolution),
  };
  return [{ kind: 'job', queue: MAIL_QUEUE, name: ISSUE_SETTLED_MAIL_JOB, data: mail }];
}

/** order.replacement-changed: the catalog gives a withdrawn replacement's stock back, or marks it delivered. */
export function replacementChanged(issue: OrderIssueRow, status: OrderReplacementChangedEvent['status']): OutboxEntry {
  const event: OrderReplacementChangedEvent = {
    issueId: issue.id,
    number: issue.number,
    orderId: issue.orderId,
    sellerId: issue.sellerId,
    status,
    at: issue.updatedAt.toISOString(),
  };
  return { kind: 'event', subject: OrderEvents.replacementChanged, data: event };
}

/** The seller shipped a replacement: the event, and the shopper's mail with what is in it and its tracking. */
export function replacementShippedNotices(issue: OrderIssueRow, shopper: OrderShopper): OutboxEntry[] {
  const replacement = issue.replacement!;
  const mail: ReplacementShippedMail = {
    to: shopper.email,
    name: shopper.firstName,
    issueNumber: issue.number,
    orderNumber: issue.orderNumber,
    sellerName: issue.sellerName,
    lines: issue.lines.map((line) => ({ name: line.name, quantity: line.quantity, weight: line.packLabel ?? '' })),
    carrier: replacement.carrier,
    trackingNumber: replacement.trackingNumber ?? '',
  };
  return [
    replacementChanged(issue, 'shipped'),
    { kind: 'job', queue: MAIL_QUEUE, name: REPLACEMENT_SHIPPED_MAIL_JOB, data: mail },
  ];
}
