import type { DeliveryQuoteResult } from '@thindi/contracts';
import type { ReactNode } from 'react';
import { partArrival } from '@/components/address/delivery-quote';
import { cx } from '@/lib/cx';
import type { CartItem } from '../hooks/cart.reducer';

interface CartSellerGroupsProps {
  items: readonly CartItem[];
  quote: DeliveryQuoteResult;
  /** One cart line as the drawer shows it. */
  renderLine: (item: CartItem) => ReactNode;
}

/** The cart split by seller, each part with its own delivery date to the remembered pincode. */
export function CartSellerGroups({ items, quote, renderLine }: CartSellerGroupsProps) {
  const quoted = new Set(quote.parts.flatMap((part) => part.productIds));
  const unquoted = items.filter((item) => !quoted.has(item.id));
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Delivery to {quote.destination.district} {quote.destination.pincode}
      </p>
      {quote.parts.map((part) => {
        const lines = items.filter((item) => part.productIds.includes(item.id));
        if (lines.length === 0) return null;
        const arrival = partArrival(part);
        return (
          <section key={part.sellerId} aria-label={part.sellerName} className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <h3 className="font-semibold text-stone-900">{part.sellerName}</h3>
              {arrival ? (
                <p className={cx('font-medium', part.deliverable ? 'text-green-800' : 'text-red-700')}>{arrival}</p>
              ) : null}
            </div>
            <ul className="space-y-3">{lines.map(renderLine)}</ul>
          </section>
        );
      })}
      {unquoted.length > 0 ? <ul className="space-y-3">{unquoted.map(renderLine)}</ul> : null}
    </div>
  );
}
