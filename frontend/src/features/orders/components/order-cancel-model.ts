import { DISPATCHED_STATUSES, type Fulfilment } from '@thindi/contracts';
import { CANCELLABLE_STATUSES, type Order } from '../api/orders.api';

/**
 * The whole order may be cancelled while it is pending or confirmed and none of its parts has left its seller: an
 * order's status is its least advanced part, so a confirmed order may already have a part on its way.
 */
export const canCancelOrder = (order: Order): boolean =>
  CANCELLABLE_STATUSES.includes(order.orderStatus) &&
  !order.fulfilments.some((part) => DISPATCHED_STATUSES.includes(part.status));

/** In an order from two sellers or more, the shopper may cancel each part on its own while it is pending or confirmed. */
export const canCancelPart = (order: Order, part: Fulfilment): boolean =>
  order.fulfilments.length > 1 && CANCELLABLE_STATUSES.includes(part.status);

/** Why a part was cancelled: the note of its cancelling step (the shopper's reason, or the seller's). */
export const partCancelNote = (part: Fulfilment): string | undefined =>
  part.status === 'cancelled'
    ? [...part.history].reverse().find((entry) => entry.status === 'cancelled')?.note || undefined
    : undefined;
