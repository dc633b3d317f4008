import { formatRupees, packName } from '@thindi/contracts';
import Trash2 from 'lucide-react/icons/trash-2';
import { ProductImage } from '@/components/ui/product-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { lineTotal } from '@/lib/money-summary';
import type { CartItem } from '../hooks/cart.reducer';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: its total (unit price × quantity), and what changed since it was added. */
export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const notes = [
    item.unavailable ? 'No longer available: it will not be ordered' : null,
    !item.unavailable && item.stockShort
      ? item.maxQuantity
        ? `Only ${item.maxQuantity} left in stock`
        : 'Out of stock'
      : null,
    item.addedPrice !== undefined && !item.unavailable
      ? `Price changed from ${formatRupees(item.addedPrice)} to ${formatRupees(item.price)}`
      : null,
  ].filter((note): note is string => note !== null);
  // Two sizes of one product are two lines: each is named with its size.
  const name = packName(item.name, item.weight);
  return (
    <li aria-label={name} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <ProductImage
        src={item.image}
        alt={item.name}
        className="h-20 w-20 shrink-0 rounded-lg bg-cream-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">
              {item.name} <span className="font-normal text-stone-600">· {item.weight}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        {notes.map((note) => (
          <p key={note} className="text-xs font-semibold text-red-700">
            {note}
          </p>
        ))}
        <div className="mt-auto flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            min={0}
            max={item.maxQuantity && item.maxQuantity > 0 ? item.maxQuantity : undefined}
            value={item.quantity}
            onChange={onQuantityChange}
          />
          <div className="text-right">
            <p className="font-semibold text-stone-900" data-testid="line-total">
              {formatRupees(lineTotal(item))}
            </p>
            <p className="text-xs text-stone-600">
              {formatRupees(item.price)} × {item.quantity}
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}
