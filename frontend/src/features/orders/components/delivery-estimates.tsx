import type { OrderStatus } from '@thindi/contracts';
import type { Order } from '../api/orders.api';

/** Parts past these have nothing left to arrive. */
const SETTLED: readonly OrderStatus[] = ['cancelled', 'delivered', 'returned'];

/**
 * When each seller's part should arrive ('Amma Sweets & Snacks: Delivery by Thu, 26 Nov'), for the parts still on
 * their way, in the words the order service gives every view. A part placed before estimates were made, or an order
 * without parts, shows the order's own ('Delivery by Fri, 27 Nov').
 */
export function deliveryEstimates(order: Order): { key: string; text: string }[] {
  if (SETTLED.includes(order.orderStatus)) return [];
  const fallback = order.deliveryLabel ?? null;
  if (order.fulfilments.length === 0) return fallback ? [{ key: 'order', text: fallback }] : [];
  return order.fulfilments
    .filter((part) => !SETTLED.includes(part.status))
    .flatMap((part) => {
      const text = part.delivery?.label ?? fallback;
      return text ? [{ key: part.sellerId, text: `${part.sellerName}: ${text}` }] : [];
    });
}

export function DeliveryEstimates({ order, className }: { order: Order; className?: string }) {
  const estimates = deliveryEstimates(order);
  if (estimates.length === 0) return null;
  return (
    <ul aria-label="Estimated delivery" className={className}>
      {estimates.map(({ key, text }) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}
