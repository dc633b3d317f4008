import { reviewPhotoUrls, toRupees, type Issue, type IssueResolution } from '@thindi/contracts';
import type { IssueRow, StoredIssueResolution } from '../db/schema';

/** An offer or settlement as read: rupees for a refund. */
export function toResolution(stored: StoredIssueResolution): IssueResolution {
  const { amountPaise, ...rest } = stored;
  return amountPaise === undefined ? rest : { ...rest, amount: toRupees(amountPaise) };
}

/**
 * Past its acknowledgeBy unanswered, or past its resolveBy unsettled, at `now`. A ticket about an order is answered
 * once the seller has (it leaves `open`); a complaint to the grievance officer once the officer has.
 */
export function isOverdue(row: IssueRow, now: Date): boolean {
  if (row.status === 'resolved') return false;
  const unanswered = row.orderId === null ? row.acknowledgedAt === null : row.status === 'open';
  return (unanswered && row.acknowledgeBy < now) || row.resolveBy < now;
}

/**
 * A ticket as its shopper, its seller and the admin read it: dates as ISO text, money in rupees, photos as URLs of
 * the file route; `overdue` against `now` (the service's clock).
 */
export function toIssue(row: IssueRow, now: Date): Issue {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    kind: row.kind,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    topic: row.topic ?? null,
    lines: row.lines,
    description: row.description,
    photos: row.photos.map((key) => reviewPhotoUrls(key).url),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    value: toRupees(row.valuePaise),
    resolution: row.resolution ? toResolution(row.resolution) : null,
    respondBy: row.respondBy?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    refundUpiId: row.refundUpiId ?? null,
    replacement: row.replacement ?? null,
    overdue: isOverdue(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: row.history,
  };
}
