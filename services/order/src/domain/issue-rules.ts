import { lineGstPaise, lineTaxablePaise, type IssueKind, type IssueLine, type IssueLineInput } from '@thindi/contracts';
import { formatDeliveryDate, istDate } from '@thindi/india';
import { DomainError } from '@thindi/platform';
import type { StoredOrder } from '../db/orders.repository';
import type { FulfilmentRow, StoredOrderItem } from '../db/schema';

const DAY_MS = 24 * 3600 * 1000;

export interface IssueRequest {
  kind: IssueKind;
  lines: IssueLineInput[];
}

/** What a report is about once checked: the seller's part and the lines named as the order holds them. */
export interface CheckedIssue {
  part: FulfilmentRow;
  lines: IssueLine[];
}

const notAllowed = (message: string) => DomainError.conflict(message, 'ORDER.ISSUE_NOT_ALLOWED');
const badLine = (message: string) => DomainError.validation(message, 'ORDER.ISSUE_LINE_INVALID');
const packName = (item: StoredOrderItem): string => `${item.productName} ${item.variantLabel ?? item.weight}`;

/**
 * Whether a shopper may report this problem with these lines of their order at `now`, and what it is about: one
 * seller's part, delivered at most `windowDays` ago (or, for `not-delivered`, shipped and past its latest
 * estimated date in India). Throws the refusal, worded for the shopper.
 */
export function checkIssue(stored: StoredOrder, request: IssueRequest, now: Date, windowDays: number): CheckedIssue {
  const { order, parts } = stored;
  if (order.paymentStatus === 'awaiting_payment')
    throw notAllowed('This order is awaiting payment: a problem can be reported once it is paid and on its way');
  if (order.status === 'cancelled') throw notAllowed('This order was cancelled: there is no delivery to report on');
  const items = request.lines.map((line) => orderLineOf(order.items, line));
  if (new Set(items).size !== items.length) throw badLine('Please name each line of the order once');
  const sellers = [...new Set(items.map((item) => item.sellerId))];
  if (sellers.length > 1) {
    const names = sellers.map((id) => items.find((item) => item.sellerId === id)!.sellerName).join(' and ');
    throw badLine(`A report is about one seller's delivery: report the lines of ${names} separately`);
  }
  const part = parts.find((p) => p.sellerId === sellers[0]);
  if (!part) throw badLine('A line you named is not in this order');
  checkPart(stored, part, request.kind, now, windowDays);
  const lines = items.map((item, i) => ({
    productId: item.productId,
    variantId: item.variantId ?? null,
    name: item.productName,
    packLabel: item.variantLabel ?? item.weight,
    quantity: request.lines[i].quantity,
  }));
  return { part, lines };
}

/** The order's line a reported line names: its pack, or (without one) the product's only pack in the order. */
function orderLineOf(items: StoredOrderItem[], line: IssueLineInput): StoredOrderItem {
  const ofProduct = items.filter((item) => item.productId === line.productId);
  const matches = line.variantId ? ofProduct.filter((item) => item.variantId === line.variantId) : ofProduct;
  if (matches.length === 0) throw badLine('A line you named is not in this order');
  if (matches.length > 1)
    throw badLine(`Please name the pack of ${matches[0].productName}: the order has more than one`);
  const [item] = matches;
  if (line.quantity > item.quantity)
    throw badLine(`You bought ${item.quantity} of ${packName(item)}: report at most ${item.quantity}`);
  return item;
}

function checkPart(stored: StoredOrder, part: FulfilmentRow, kind: IssueKind, now: Date, windowDays: number): void {
  if (part.status === 'cancelled') throw notAllowed('This part of the order was cancelled: it was never sent');
  if (part.status === 'returned') throw notAllowed('This part of the order was returned already');
  if (kind === 'not-delivered') return checkLate(stored, part, now);
  if (part.status !== 'delivered') {
    const late = part.status === 'shipped' ? ': if it is late, report it as not delivered' : '';
    throw notAllowed(`This part of the order has not been delivered yet${late}`);
  }
  const delivered = part.history.findLast((entry) => entry.status === 'delivered');
  const closesAt = delivered ? Date.parse(delivered.timestamp) + windowDays * DAY_MS : 0;
  if (now.getTime() > closesAt) {
    const closedOn = delivered ? ` on ${formatDeliveryDate(istDate(new Date(closesAt)))}` : '';
    throw DomainError.conflict(
      `The time to report a problem with this delivery closed${closedOn} (${windowDays} days after it was delivered)`,
      'ORDER.ISSUE_WINDOW_CLOSED',
    );
  }
}

/** Not delivered: a shipped part whose latest estimated date (India's) has passed; the order's date without one. */
function checkLate({ order }: StoredOrder, part: FulfilmentRow, now: Date): void {
  if (part.status === 'delivered')
    throw notAllowed('This part of the order was delivered: please say what is wrong with it instead');
  if (part.status !== 'shipped') throw notAllowed('This part of the order has not shipped yet');
  const latest = part.delivery?.latest ?? istDate(order.estimatedDelivery);
  if (istDate(now) <= latest)
    throw notAllowed(
      `This part may still arrive: it is due by ${formatDeliveryDate(latest)}. If it has not come by then, report it`,
    );
}

/**
 * What the reported lines cost the shopper, paise: each line's price as bought × the quantity reported, with its GST
 * at the line's rate (as checkout charged it).
 */
export function issueValuePaise(items: StoredOrderItem[], lines: IssueLine[]): number {
  return lines.reduce((sum, line) => {
    const item = items.find((i) => i.productId === line.productId && (i.variantId ?? null) === line.variantId);
    if (!item) return sum;
    const taxable = lineTaxablePaise({ price: item.price, quantity: line.quantity });
    return sum + taxable + lineGstPaise(taxable, item.gstRate ?? 0);
  }, 0);
}
