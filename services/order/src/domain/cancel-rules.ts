import { CANCELLABLE_STATUSES, DISPATCHED_STATUSES, SELLER_CANCELLABLE_STATUSES } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { FulfilmentRow } from '../db/schema';

/** Who cancels a part: its shopper (while it is pending or confirmed) or its seller (until it ships). */
export type Canceller = 'shopper' | 'seller';

const GONE: Record<string, string> = {
  shipped: 'has shipped',
  delivered: 'has been delivered',
  returned: 'has been returned',
};

const cannot = (message: string) => DomainError.conflict(message, 'ORDER.CANNOT_CANCEL');

/**
 * Why the whole order cannot be cancelled although it is still pending or confirmed: one of its parts is on its way
 * or past it (a parcel that left cannot be called back), undefined otherwise. The parts not yet shipped are then
 * cancelled one by one.
 */
export function wholeCancelRefusal(parts: FulfilmentRow[]): DomainError | undefined {
  const away = parts.find((p) => DISPATCHED_STATUSES.includes(p.status));
  if (!away) return undefined;
  return cannot(
    `Order cannot be cancelled: the part from ${away.sellerName} ${GONE[away.status]}; ` +
      'you can cancel the parts not yet shipped one by one',
  );
}

/** Why this part cannot be cancelled by `by`, undefined when it can. */
export function partCancelRefusal(part: FulfilmentRow, by: Canceller): DomainError | undefined {
  const allowed = by === 'seller' ? SELLER_CANCELLABLE_STATUSES : CANCELLABLE_STATUSES;
  if (allowed.includes(part.status)) return undefined;
  const why = GONE[part.status] ? `it ${GONE[part.status]}` : `it is already ${part.status}`;
  return cannot(`The part from ${part.sellerName} cannot be cancelled: ${why}`);
}
