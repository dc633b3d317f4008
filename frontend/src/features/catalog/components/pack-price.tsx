import { formatRupees, unitPriceText, type ProductVariant } from '@thindi/contracts';

/** A pack's unit sale price ('₹0.95/g'), named for screen readers. */
export function UnitPriceText({ pack, className }: { pack: ProductVariant; className?: string }) {
  return (
    <span className={className}>
      <span className="sr-only">Unit price </span>
      {unitPriceText(pack.unitPrice)}
    </span>
  );
}

/** Under the product page's price: the pack's MRP, inclusive of all taxes, and its unit sale price. */
export function PackPrice({ pack }: { pack: ProductVariant }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-600">
      <span>MRP {formatRupees(pack.mrp)} (incl. of all taxes)</span>
      <UnitPriceText pack={pack} />
    </p>
  );
}
