import { ORDER_STATUSES, type OrderStatus } from '../common/constants';
import { SELLER_STATUSES } from './order.schema';

const rank = (s: OrderStatus): number => ORDER_STATUSES.indexOf(s);

/** A seller may cancel its own part until it ships (a shopper only while it is pending or confirmed). */
export const SELLER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];
/** A part in one of these has left its seller: it is no longer cancelled, only delivered or returned. */
export const DISPATCHED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'returned'];

/**
 * All parts cancelled → cancelled; else the least advanced part that is not cancelled. 'returned' ranks after
 * 'delivered': an order is returned only when every live part is, and one delivered part keeps it delivered.
 */
export function deriveOrderStatus(parts: readonly OrderStatus[]): OrderStatus {
  const live = parts.filter((s) => s !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return live.reduce((least, s) => (rank(s) < rank(least) ? s : least));
}

/**
 * The statuses a part may move to next, in order: forward through confirmed, processing and shipped (skipping
 * steps too), delivered only once shipped (a parcel is delivered after it left), returned only once delivered, and
 * cancelled until it ships. Cancelled and returned parts are final.
 */
export function nextPartStatuses(from: OrderStatus): OrderStatus[] {
  if (from === 'shipped') return ['delivered'];
  if (from === 'delivered') return ['returned'];
  if (!SELLER_CANCELLABLE_STATUSES.includes(from)) return [];
  const forward = (['confirmed', 'processing', 'shipped'] as const).filter((to) => rank(to) > rank(from));
  return [...forward, 'cancelled'];
}

/** 'a', 'a or b', 'a, b or c'. */
const oneOf = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** Says where a part may go from `from`: "An order that is pending can move to confirmed, …, shipped or cancelled". */
export function describeNextStatuses(from: OrderStatus): string {
  const next = nextPartStatuses(from);
  return next.length
    ? `An order that is ${from} can move to ${oneOf(next)}`
    : `An order that is ${from} cannot move any more`;
}

/** `outOfOrder`: the move skips to delivered, goes back or repeats; the message names the statuses allowed next. */
export type StatusMoveVerdict =
  { ok: true } | { ok: false; code: 'VALIDATION' | 'CONFLICT'; message: string; outOfOrder?: true };

/**
 * A seller's move through the status call: one of nextPartStatuses but cancelled (a part is cancelled through its
 * own call, with a reason). Cancelled and returned parts are final; only a delivered part may be returned.
 */
export function checkSellerMove(from: OrderStatus, to: string): StatusMoveVerdict {
  if (!(SELLER_STATUSES as readonly string[]).includes(to)) {
    return {
      ok: false,
      code: 'VALIDATION',
      message: `Invalid status: ${to}. Must be one of: ${SELLER_STATUSES.join(', ')}`,
    };
  }
  if (from === 'cancelled' || from === 'returned') {
    return { ok: false, code: 'CONFLICT', message: `This order is already ${from}` };
  }
  if (to === 'returned' && from !== 'delivered') {
    return { ok: false, code: 'CONFLICT', message: 'Only a delivered order can be returned' };
  }
  if (!nextPartStatuses(from).includes(to as OrderStatus)) {
    return { ok: false, code: 'CONFLICT', message: describeNextStatuses(from), outOfOrder: true };
  }
  return { ok: true };
}

/** The statuses the status call moves a part to from `from` (what checkSellerMove allows), in order. */
export const sellerNextStatuses = (from: OrderStatus): Array<(typeof SELLER_STATUSES)[number]> =>
  SELLER_STATUSES.filter((to) => checkSellerMove(from, to).ok);
