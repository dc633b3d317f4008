import { formatRupees, packName, type ProductVariant } from '@thindi/contracts';
import { useId } from 'react';

interface PackSizesProps {
  productName: string;
  packs: readonly ProductVariant[];
  chosen: ProductVariant;
  onChoose: (pack: ProductVariant) => void;
}

/**
 * The product page's size buttons: native radios, so the browser gives one tab stop and the arrow keys. Each is
 * named with the product ('Mysore Pak 500 g'); a pack out of stock cannot be chosen and says so.
 */
export function PackSizes({ productName, packs, chosen, onChoose }: PackSizesProps) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <p id={`${id}-title`} className="text-sm font-semibold text-stone-900">
        Size
      </p>
      <div className="flex flex-wrap gap-2">
        {packs.map((pack) => (
          <label
            key={pack.id}
            className="relative flex cursor-pointer flex-col rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-amber-700 has-[:checked]:bg-amber-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={`${id}-size`}
              value={pack.id}
              checked={pack.id === chosen.id}
              disabled={!pack.inStock}
              onChange={() => onChoose(pack)}
              aria-label={packName(productName, pack.label)}
              aria-describedby={pack.inStock ? undefined : `${id}-${pack.id}-out`}
            />
            <span className="font-semibold text-stone-900">{pack.label}</span>
            <span className="text-stone-700">{formatRupees(pack.price)}</span>
            {pack.inStock ? null : (
              <span id={`${id}-${pack.id}-out`} className="text-xs font-medium text-red-800">
                Out of stock
              </span>
            )}
          </label>
        ))}
      </div>
    </div>
  );
}
