import { ProductImage } from './product-image';

interface ProductSummaryProps {
  product: { images: readonly string[]; name: string; weight: string };
}

/** A product in a table row: its first image, its name and its weight. */
export function ProductSummary({ product }: ProductSummaryProps) {
  return (
    <div className="flex items-center gap-3">
      <ProductImage src={product.images[0]} alt="" className="h-12 w-12 shrink-0 rounded-lg object-cover" />
      <div>
        <p className="font-semibold text-stone-900">{product.name}</p>
        <p className="text-xs text-stone-500">{product.weight}</p>
      </div>
    </div>
  );
}
