import type { IssueHistoryEntry } from '@thindi/contracts';
import type { NewIssue, NewIssueLine } from '../db/issues.repository';
import type { FulfilmentRow, OrderRow, StoredIssueResolution, StoredRefund } from '../db/schema';
import { describeResolution } from './issue-moves';
import { partValuePaise } from './refunds';

/** The ticket of a recorded return: the row and its lines, written in the return's transaction. */
export interface ReturnTicket {
  issue: NewIssue;
  lines: NewIssueLine[];
}

/**
 * A part its seller recorded returned, as a ticket the seller opened and settled at once (kind `returned`), so the
 * shopper and the grievance officer find the return with every other ticket: its lines are the part's, its settlement
 * the refund the return owes (nothing when tickets gave the whole part back already). Its lines are written closed, as
 * a settled ticket's are. No event leaves for it: the part's own `returned` status reverses its money.
 */
export function returnTicket(
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'customerId' | 'items'>,
  part: Pick<FulfilmentRow, 'sellerId' | 'sellerName'>,
  refund: Pick<StoredRefund, 'amountPaise'> | undefined,
  ticket: { id: string; number: string; note: string | null },
  now: Date,
): ReturnTicket {
  const at = now.toISOString();
  const items = order.items.filter((item) => item.sellerId === part.sellerId);
  const resolution: StoredIssueResolution = {
    kind: 'refund',
    amountPaise: refund?.amountPaise ?? 0,
    ...(refund ? {} : { note: 'Earlier tickets gave back the whole part already' }),
    by: 'seller',
    at,
  };
  const history: IssueHistoryEntry[] = [
    { status: 'open', at, by: 'seller', note: ticket.note ? `Return recorded: ${ticket.note}` : 'Return recorded' },
    { status: 'resolved', at, by: 'seller', note: describeResolution(resolution, 'owed for the return') },
  ];
  const issue: NewIssue = {
    id: ticket.id,
    number: ticket.number,
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    sellerId: part.sellerId,
    sellerName: part.sellerName,
    kind: 'returned',
    status: 'resolved',
    lines: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId ?? null,
      name: item.productName,
      packLabel: item.variantLabel ?? item.weight,
      quantity: item.quantity,
    })),
    description: ticket.note || `${part.sellerName} recorded the return of its part of order ${order.orderNumber}`,
    photos: [],
    valuePaise: partValuePaise(order, part.sellerId),
    resolution,
    acknowledgeBy: now,
    resolveBy: now,
    acknowledgedAt: now,
    history,
    createdAt: now,
    updatedAt: now,
  };
  const lines = issue.lines.map((line) => ({
    issueId: ticket.id,
    orderId: order.id,
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    open: false,
  }));
  return { issue, lines };
}
