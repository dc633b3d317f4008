import { ORDER_STATUSES, type OrderStatus } from '../common/constants';
import { SELLER_STATUSES } from './order.schema';

const rank = (s: OrderStatus): number => ORDER_STATUSES.indexOf(s);

/**
 * All parts cancelled → cancelled; else the least advanced part that is not cancelled. 'returned' ranks after
 * 'delivered': an order is returned only when every live part is, and one delivered part keeps it delivered.
 */
export function deriveOrderStatus(parts: readonly OrderStatus[]): OrderStatus {
  const live = parts.filter((s) => s !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return live.reduce((least, s) => (rank(s) < rank(least) ? s : least));
}

export type StatusMoveVerdict = { ok: true } | { ok: false; code: 'VALIDATION' | 'CONFLICT'; message: string };

/**
 * A seller's move: forward through confirmed, processing, shipped and delivered (skipping steps too), or a
 * delivered part returned. Cancelled and returned parts are final; a delivered part may only be returned.
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
  if (to === 'returned') {
    return from === 'delivered'
      ? { ok: true }
      : { ok: false, code: 'CONFLICT', message: 'Only a delivered order can be returned' };
  }
  if (from === 'delivered') {
    return { ok: false, code: 'CONFLICT', message: 'This order is already delivered' };
  }
  if (rank(to as OrderStatus) <= rank(from)) {
    return { ok: false, code: 'CONFLICT', message: `Cannot move an order from ${from} to ${to}` };
  }
  return { ok: true };
}

/** The statuses a seller may move a part to from `from` (what checkSellerMove allows), in order. */
export const sellerNextStatuses = (from: OrderStatus): Array<(typeof SELLER_STATUSES)[number]> =>
  SELLER_STATUSES.filter((to) => checkSellerMove(from, to).ok);
