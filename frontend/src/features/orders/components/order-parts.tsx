import type { Fulfilment } from '@thindi/contracts';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { Order } from '../api/orders.api';
import { canCancelPart, partCancelNote } from './order-cancel-model';

interface OrderPartsProps {
  order: Order;
  /** The refusal of the last part cancel, shown above the parts. */
  error: string | null;
  onCancelPart: (part: Fulfilment) => void;
}

/**
 * An order from two sellers or more: each seller's part with its own status, the reason of a cancelled one, and the
 * cancel of each part the shopper may still cancel (pending or confirmed), the others going ahead.
 */
export function OrderParts({ order, error, onCancelPart }: OrderPartsProps) {
  if (order.fulfilments.length < 2) return null;
  return (
    <section
      aria-label="Sellers in this order"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <h2 className="font-semibold text-stone-900">Sellers in this order</h2>
      <p className="text-stone-600">Each seller sends its own items; you can cancel them until they are packed.</p>
      <FormAlert message={error} />
      <ul className="divide-y divide-stone-100">
        {order.fulfilments.map((part) => {
          const note = partCancelNote(part);
          return (
            <li key={part.sellerId} className="flex flex-wrap items-center gap-2 py-2">
              <span className="flex-1 font-medium text-stone-900">{part.sellerName}</span>
              <OrderStatusBadge status={part.status} testId="part-status" />
              {canCancelPart(order, part) ? (
                <Button size="sm" variant="ghost" onClick={() => onCancelPart(part)}>
                  Cancel the items from {part.sellerName}
                </Button>
              ) : null}
              {note ? <p className="w-full text-stone-600">Reason: {note}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
