import { formatRupees } from '@thindi/contracts';
import Trash2 from 'lucide-react/icons/trash-2';
import { ProductImage } from '@/components/ui/product-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { CartItem } from '../hooks/cart.reducer';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  return (
    <li aria-label={item.name} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <ProductImage
        src={item.image}
        alt={item.name}
        className="h-20 w-20 shrink-0 rounded-lg bg-cream-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{item.name}</p>
            <p className="text-sm text-stone-600">{item.weight}</p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${item.name}`}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            min={0}
            max={item.maxQuantity && item.maxQuantity > 0 ? item.maxQuantity : undefined}
            value={item.quantity}
            onChange={onQuantityChange}
          />
          <p className="font-semibold text-stone-900">{formatRupees(item.price)}</p>
        </div>
      </div>
    </li>
  );
}
