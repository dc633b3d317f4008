import type { Product, ProductVariant } from '@thindi/contracts';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Zap from 'lucide-react/icons/zap';
import Store from 'lucide-react/icons/store';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { DeliveryCheck } from './delivery-check';
import { DietBadge } from './diet-mark';
import { packOriginalPrice } from '../hooks/packs';
import { useChosenPack } from '../hooks/use-chosen-pack';
import { PackPrice } from './pack-price';
import { PackSizes } from './pack-sizes';
import { ProductBuyBar, useOutOfView } from './product-buy-bar';
import { PriceTag } from './price-tag';
import { ProductRating } from './product-rating';

/** Small on a phone, where four controls share 358 px; large from the `sm` breakpoint. */
const ROW_BUTTON = 'min-w-0 flex-auto whitespace-nowrap sm:h-12 sm:flex-none sm:px-6 sm:text-base';

/** Adds or buys the chosen pack (none for the built-in fallback products, which have no packs). */
export type BuyPack = (product: Product, quantity: number, pack?: ProductVariant) => void;

interface ProductInfoProps {
  product: Product;
  onAddToCart: BuyPack;
  /** Buy Now: checkout opens for this pack and the chosen quantity alone; the cart is left as it is. */
  onBuyNow?: BuyPack;
  action?: ReactNode;
  /** The signed-in shopper's default pincode, for the delivery check. */
  defaultPincode?: string | null;
}

export function ProductInfo({ product, onAddToCart, onBuyNow, action, defaultPincode }: ProductInfoProps) {
  const [pack, choosePack] = useChosenPack(product);
  const [wanted, setQuantity] = useState(1);
  // On a phone, once the buttons scroll away, a bar at the bottom keeps Add to Cart and Buy Now at hand.
  const buttons = useRef<HTMLDivElement>(null);
  const buttonsOutOfView = useOutOfView(buttons);
  const stock = pack?.stockQuantity ?? product.stockQuantity;
  const inStock = pack?.inStock ?? product.inStock;
  const maxQuantity = stock > 0 ? stock : undefined;
  // A smaller pack chosen after the quantity: never more than its stock.
  const quantity = maxQuantity === undefined ? wanted : Math.min(wanted, maxQuantity);
  const price = pack?.price ?? product.price;
  const addToCart = () => onAddToCart(product, quantity, pack);
  const buyNow = onBuyNow ? () => onBuyNow(product, quantity, pack) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-green-100 px-3 py-1 font-semibold capitalize text-green-900">
          {product.category}
        </span>
        <span className="text-stone-600">{pack?.label ?? product.weight}</span>
        {product.food.diet ? <DietBadge diet={product.food.diet} /> : null}
      </div>
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{product.name}</h1>
      <ProductRating rating={product.rating} />
      <div className="flex flex-col gap-1">
        <PriceTag
          price={price}
          originalPrice={pack ? packOriginalPrice(pack, product.gstRate) : product.originalPrice}
          size="lg"
        />
        {pack ? <PackPrice pack={pack} /> : null}
      </div>
      {pack && product.variants.length > 1 ? (
        <PackSizes productName={product.name} packs={product.variants} chosen={pack} onChoose={choosePack} />
      ) : null}
      <p className="flex items-center gap-2 text-sm font-medium">
        {inStock ? (
          <>
            <CircleCheck className="h-4 w-4 text-green-700" aria-hidden="true" />
            <span className="text-green-800">
              In stock{maxQuantity !== undefined ? ` (${maxQuantity} available)` : ''}
            </span>
          </>
        ) : (
          <>
            <CircleX className="h-4 w-4 text-red-700" aria-hidden="true" />
            <span className="text-red-800">Out of stock</span>
          </>
        )}
      </p>
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <Store className="h-4 w-4 text-amber-700" aria-hidden="true" />
        Sold by <span className="font-semibold text-stone-900">{product.seller.businessName}</span>
      </p>
      <p className="leading-relaxed text-stone-700">{product.description}</p>
      {product.ingredients.length > 0 ? (
        <div>
          <h2 className="font-semibold text-stone-900">Ingredients</h2>
          <p className="mt-1 text-sm text-stone-700">{product.ingredients.join(', ')}</p>
        </div>
      ) : null}
      {/* One row on every screen: on a phone the controls slim down (no icons, small type) rather than wrap. */}
      <div ref={buttons} className="flex items-center gap-2 border-t border-amber-100 pt-4 sm:gap-3">
        <QuantityStepper value={quantity} min={1} max={maxQuantity} onChange={setQuantity} size="responsive" />
        <Button size="sm" className={ROW_BUTTON} disabled={!inStock} onClick={addToCart}>
          <ShoppingCart className="hidden h-5 w-5 sm:block" aria-hidden="true" />
          {inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
        {buyNow && inStock ? (
          <Button size="sm" variant="outline" className={ROW_BUTTON} onClick={buyNow}>
            <Zap className="hidden h-5 w-5 sm:block" aria-hidden="true" />
            Buy Now
          </Button>
        ) : null}
        {action}
      </div>
      {buttonsOutOfView && inStock ? <ProductBuyBar price={price} onAddToCart={addToCart} onBuyNow={buyNow} /> : null}
      <DeliveryCheck productId={product.id} variantId={pack?.id} defaultPincode={defaultPincode} />
    </div>
  );
}
