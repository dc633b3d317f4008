import { formatRupees, type Product, type ProductVariant } from '@thindi/contracts';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { fromPack } from '../hooks/packs';
import { DietMark } from './diet-mark';
import { UnitPriceText } from './pack-price';
import { PriceTag } from './price-tag';
import { ProductRating } from './product-rating';

/** With several packs, a card adds the one its 'from' price names. */
export type AddFromCard = (product: Product, pack?: ProductVariant) => void;

interface ProductCardProps {
  product: Product;
  onAddToCart: AddFromCard;
  /** An extra control over the image's top-right corner (the app puts the wishlist heart there). */
  action?: ReactNode;
  /** The first card: its picture is the page's largest paint, so it loads at once rather than lazily. */
  priority?: boolean;
}

/** The whole card links to the product (stretched link); the Add to Cart button sits above that link. */
export function ProductCard({ product, onAddToCart, action, priority = false }: ProductCardProps) {
  // The pack the card prices and adds: its only one, or with several the cheapest in stock ('from ₹120.00').
  const pack = fromPack(product);
  const sizes = product.variants.length;
  const inStock = pack?.inStock ?? product.inStock;
  return (
    <article
      aria-label={product.name}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-amber-100 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-amber-700"
    >
      <div className="relative aspect-square overflow-hidden bg-cream-100">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={400}
          height={400}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-[11px] font-semibold capitalize text-green-900">
          {product.category}
        </span>
        {action ? <div className="absolute right-2 top-2 z-10">{action}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900 sm:text-base">
          <Link
            to={`/product/${encodeURIComponent(product.id)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-xs text-stone-600 sm:text-sm">
          {product.food.diet ? <DietMark diet={product.food.diet} size={14} /> : null}
          {sizes > 1 ? `${sizes} sizes` : product.weight}
        </p>
        <ProductRating rating={product.rating} />
        <div className="mt-auto pt-1">
          {pack && sizes > 1 ? (
            <p className="text-base font-bold text-stone-900 sm:text-lg">
              <span className="text-xs font-normal text-stone-600 sm:text-sm">from </span>
              {formatRupees(pack.price)}
            </p>
          ) : (
            <PriceTag price={product.price} originalPrice={product.originalPrice} />
          )}
          {pack ? <UnitPriceText pack={pack} className="block text-[11px] text-stone-600 sm:text-xs" /> : null}
        </div>
        <Button
          size="sm"
          className="relative z-10 mt-2 w-full"
          disabled={!inStock}
          onClick={() => onAddToCart(product, pack)}
        >
          <ShoppingCart className="h-4 w-4" aria-hidden="true" />
          {inStock ? 'Add to Cart' : 'Out of Stock'}
          <span className="sr-only">, {product.name}</span>
        </Button>
      </div>
    </article>
  );
}
