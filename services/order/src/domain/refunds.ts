import {
  lineGstPaise,
  lineTaxablePaise,
  OrderEvents,
  partPaymentStatus,
  toPaise,
  toRupees,
  type OrderRefundDueEvent,
  type OrderRefunds,
  type PaymentStatus,
} from '@thindi/contracts';
import type { OutboxEntry } from '@thindi/platform';
import type { FulfilmentRow, IssueRow, OrderIssueRow, OrderRow, StoredRefund } from '../db/schema';

export const ticketRefundKey = (issueId: string) => `issue:${issueId}`;
export const cancelRefundKey = (orderId: string, sellerId: string) => `cancel:${orderId}:${sellerId}`;
export const returnRefundKey = (orderId: string, sellerId: string) => `return:${orderId}:${sellerId}`;
/** The order's delivery charge and round off, given back when nothing of a paid order is left (cancelled or failed). */
export const chargesRefundKey = (orderId: string) => `cancel:${orderId}:charges`;

const sumOf = (refunds: readonly StoredRefund[]) => refunds.reduce((sum, r) => sum + r.amountPaise, 0);

/**
 * What the shopper sees of the payment: the stored status until money is owed back, then 'refund_due' while any
 * refund is unpaid, and once all are paid 'refunded' when everything paid went back, else 'partly_refunded'.
 */
export function shownPaymentStatus(order: Pick<OrderRow, 'paymentStatus' | 'refunds' | 'totalPaise'>): PaymentStatus {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return order.paymentStatus;
  if (refunds.some((r) => r.state === 'due')) return 'refund_due';
  return sumOf(refunds) >= order.totalPaise ? 'refunded' : 'partly_refunded';
}

/** The order's refunds in rupees, undefined when it never owed any. */
export function refundsView(order: Pick<OrderRow, 'refunds'>): OrderRefunds | undefined {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return undefined;
  return {
    due: toRupees(sumOf(refunds.filter((r) => r.state === 'due'))),
    refunded: toRupees(sumOf(refunds.filter((r) => r.state === 'paid'))),
    refunds: refunds.map((r) => ({
      key: r.key,
      amount: toRupees(r.amountPaise),
      reason: r.reason,
      issueNumber: r.issueNumber,
      state: r.state,
      utr: r.utr,
      createdAt: r.createdAt,
      paidAt: r.paidAt,
    })),
  };
}

/**
 * What one seller's part cost the shopper: its lines' price with GST, less what a coupon took off them (decision
 * 039: a refund gives back what was paid, not the list price).
 */
export function partValuePaise(order: Pick<OrderRow, 'items'>, sellerId: string): number {
  return order.items
    .filter((item) => item.sellerId === sellerId)
    .reduce((sum, item) => {
      const taxable = lineTaxablePaise({ price: item.price, quantity: item.quantity });
      return sum + taxable + lineGstPaise(taxable, item.gstRate ?? 0) - toPaise(item.discount?.amount ?? 0);
    }, 0);
}

/** Whether the shopper has paid for this part: a UPI order once paid, a cash-on-delivery part once handed over. */
export const partPaid = (
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
  part: Pick<FulfilmentRow, 'status'>,
) => partPaymentStatus(order, part.status) === 'paid';

/**
 * The refunds a cancellation owes: a paid UPI order's cancelled parts, each its value, and when nothing of the
 * order is left its delivery charge and round off too (the rest of what was paid). Cash on delivery owes nothing
 * before the courier took the cash; an unpaid UPI order neither.
 */
export function cancellationRefunds(
  order: Pick<OrderRow, 'id' | 'items' | 'paymentMethod' | 'paymentStatus' | 'refunds' | 'totalPaise'>,
  cancelledSellerIds: readonly string[],
  wholeOrderGone: boolean,
  at: Date,
): StoredRefund[] {
  if (order.paymentMethod === 'cod' || order.paymentStatus !== 'paid') return [];
  const known = new Set((order.refunds ?? []).map((r) => r.key));
  const owed = (key: string, amountPaise: number, sellerId: string | null): StoredRefund => ({
    key,
    amountPaise,
    reason: 'cancelled',
    sellerId,
    issueId: null,
    issueNumber: null,
    state: 'due',
    utr: null,
    createdAt: at.toISOString(),
    paidAt: null,
  });
  const added = cancelledSellerIds
    .map((sellerId) => owed(cancelRefundKey(order.id, sellerId), partValuePaise(order, sellerId), sellerId))
    .filter((r) => r.amountPaise > 0 && !known.has(r.key));
  if (wholeOrderGone && !known.has(chargesRefundKey(order.id))) {
    const rest = order.totalPaise - sumOf([...(order.refunds ?? []), ...added]);
    if (rest > 0) added.push(owed(chargesRefundKey(order.id), rest, null));
  }
  return added;
}

/** What of a part's value refunds have not yet taken back (its tickets' refunds, a return). */
export function refundLeftOnPart(order: Pick<OrderRow, 'items' | 'refunds'>, sellerId: string): number {
  const owed = sumOf((order.refunds ?? []).filter((r) => r.sellerId === sellerId));
  return Math.max(0, partValuePaise(order, sellerId) - owed);
}

/**
 * A settled ticket's refund, when the shopper paid for the part (else there is nothing to give back): at most what
 * is left of the part after earlier refunds.
 */
export function ticketRefund(
  order: Pick<OrderRow, 'items' | 'paymentMethod' | 'paymentStatus' | 'refunds'>,
  part: Pick<FulfilmentRow, 'status'>,
  issue: Pick<OrderIssueRow, 'id' | 'number' | 'sellerId' | 'resolution'>,
  at: Date,
): StoredRefund | undefined {
  const granted = issue.resolution?.kind === 'refund' ? (issue.resolution.amountPaise ?? 0) : 0;
  const amountPaise = Math.min(granted, refundLeftOnPart(order, issue.sellerId));
  const key = ticketRefundKey(issue.id);
  if (amountPaise <= 0 || !partPaid(order, part) || (order.refunds ?? []).some((r) => r.key === key)) return undefined;
  return {
    key,
    amountPaise,
    reason: 'ticket',
    sellerId: issue.sellerId,
    issueId: issue.id,
    issueNumber: issue.number,
    state: 'due',
    utr: null,
    createdAt: at.toISOString(),
    paidAt: null,
  };
}

/**
 * The rest of what the shopper paid (the delivery charge and round off) once a ticket's refund leaves nothing of an
 * order that was paid in full: every part refunded in full (it never came, or all of it was spoiled) or cancelled.
 * The order failed, so its delivery is given back too, once. Undefined while any part keeps some of its value, or
 * when the shopper did not pay the whole total (cash on delivery with a part never handed over).
 */
export function failedOrderChargesRefund(
  order: Pick<OrderRow, 'id' | 'items' | 'paymentMethod' | 'paymentStatus' | 'refunds' | 'totalPaise'>,
  parts: readonly Pick<FulfilmentRow, 'sellerId' | 'status'>[],
  issue: Pick<IssueRow, 'id' | 'number'>,
  at: Date,
): StoredRefund | undefined {
  const key = chargesRefundKey(order.id);
  const refunds = order.refunds ?? [];
  if (refunds.some((r) => r.key === key)) return undefined;
  const paidInFull =
    order.paymentMethod === 'cod' ? parts.every((p) => partPaid(order, p)) : order.paymentStatus === 'paid';
  const nothingLeft = parts.every(
    (p) => p.status === 'cancelled' || (partPaid(order, p) && refundLeftOnPart(order, p.sellerId) === 0),
  );
  const rest = order.totalPaise - sumOf(refunds);
  if (!paidInFull || !nothingLeft || rest <= 0) return undefined;
  return {
    key,
    amountPaise: rest,
    reason: 'ticket',
    sellerId: null,
    issueId: issue.id,
    issueNumber: issue.number,
    state: 'due',
    utr: null,
    createdAt: at.toISOString(),
    paidAt: null,
  };
}

/**
 * A part the seller recorded returned, when the shopper paid for it: what it cost them, less what tickets on it
 * refunded already (the delivery charge stays: the parcel was delivered).
 */
export function returnRefund(
  order: Pick<OrderRow, 'id' | 'items' | 'paymentMethod' | 'paymentStatus' | 'refunds'>,
  part: Pick<FulfilmentRow, 'sellerId' | 'status'>,
  at: Date,
): StoredRefund | undefined {
  const key = returnRefundKey(order.id, part.sellerId);
  const refunds = order.refunds ?? [];
  if (!partPaid(order, part) || refunds.some((r) => r.key === key)) return undefined;
  const refunded = sumOf(refunds.filter((r) => r.sellerId === part.sellerId));
  const amountPaise = partValuePaise(order, part.sellerId) - refunded;
  if (amountPaise <= 0) return undefined;
  return {
    key,
    amountPaise,
    reason: 'returned',
    sellerId: part.sellerId,
    issueId: null,
    issueNumber: null,
    state: 'due',
    utr: null,
    createdAt: at.toISOString(),
    paidAt: null,
  };
}

/** order.refund-due for each refund owed, for the finance service to pay and account. */
export function refundDueNotices(
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'customerId' | 'paymentMethod' | 'utr'>,
  refunds: readonly StoredRefund[],
  { upiId = null, partDelivered = false }: { upiId?: string | null; partDelivered?: boolean } = {},
): OutboxEntry[] {
  return refunds.map((refund) => {
    const event: OrderRefundDueEvent = {
      key: refund.key,
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      sellerId: refund.sellerId,
      issueId: refund.issueId,
      issueNumber: refund.issueNumber,
      reason: refund.reason,
      amountPaise: refund.amountPaise,
      paymentMethod: order.paymentMethod,
      paidWithUtr: order.paymentMethod === 'cod' ? null : order.utr,
      upiId,
      partDelivered,
      at: refund.createdAt,
    };
    return { kind: 'event', subject: OrderEvents.refundDue, data: event };
  });
}

/** The refunds with `key` marked paid by `utr`; unchanged (null) when it is unknown or paid already. */
export function withRefundPaid(
  refunds: readonly StoredRefund[],
  paid: { key: string; utr: string; at: Date },
): StoredRefund[] | null {
  const refund = refunds.find((r) => r.key === paid.key);
  if (!refund || refund.state === 'paid') return null;
  return refunds.map((r) => (r === refund ? { ...r, state: 'paid', utr: paid.utr, paidAt: paid.at.toISOString() } : r));
}
