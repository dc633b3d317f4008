import { reviewPhotoUrls, type Issue } from '@thindi/contracts';
import type { IssueRow } from '../db/schema';

/** A ticket as its shopper and the admin read it: dates as ISO text, photos as URLs of the file route. */
export function toIssue(row: IssueRow): Issue {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    kind: row.kind,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    lines: row.lines,
    description: row.description,
    photos: row.photos.map((key) => reviewPhotoUrls(key).url),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    createdAt: row.createdAt.toISOString(),
    history: row.history,
  };
}
