import {
  ORDER_SELLER_MAIL_QUEUE,
  OrderEvents,
  OrderJobs,
  type OrderIssueOpenedEvent,
  type SellerIssueOpenedJob,
} from '@thindi/contracts';
import type { OutboxEntry } from '@thindi/platform';
import type { IssueRow } from '../db/schema';

/**
 * What follows a ticket opened, written to the outbox with it: order.issue-opened, and the seller's mail 'A shopper
 * reported a problem with order X' (its address is looked up later, as for a new order).
 */
export function issueOpenedNotices(issue: IssueRow): OutboxEntry[] {
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
