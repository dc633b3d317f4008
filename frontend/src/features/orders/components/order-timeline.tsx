import { cx } from '@/lib/cx';
import { statusLabel } from '@/components/orders/order-status-badge';
import { TIMELINE_STATUSES, type Order, type OrderStatus } from '../api/orders.api';

/**
 * The steps the order really went through: those in its history or any part's, and the one it is at. A step a
 * seller skipped (confirmed straight to shipped) stays unlit; a returned order was delivered first.
 */
export function reachedSteps(order: Order): Set<OrderStatus> {
  const reached = new Set<OrderStatus>(['pending', order.orderStatus]);
  for (const entry of order.orderHistory) reached.add(entry.status);
  for (const part of order.fulfilments) {
    reached.add(part.status);
    for (const entry of part.history) reached.add(entry.status);
  }
  if (reached.has('returned')) reached.add('delivered');
  return reached;
}

/** The five-step timeline, each step lit only when the order reached it; the current one is marked. */
export function OrderTimeline({ order }: { order: Order }) {
  const reached = reachedSteps(order);
  const current = order.orderStatus === 'returned' ? 'delivered' : order.orderStatus;
  return (
    <ol aria-label="Order progress" className="grid grid-cols-5 gap-1 sm:gap-2">
      {TIMELINE_STATUSES.map((status) => {
        const done = reached.has(status);
        return (
          <li
            key={status}
            data-reached={done ? 'true' : 'false'}
            aria-current={status === current ? 'step' : undefined}
            className={cx(
              'truncate rounded-lg px-1 py-2 text-center text-xs font-medium sm:px-3 sm:text-sm',
              done ? 'bg-amber-700 text-white' : 'bg-stone-100 text-stone-500',
            )}
          >
            {statusLabel(status)}
          </li>
        );
      })}
    </ol>
  );
}
