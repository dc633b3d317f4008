import { SIMILAR_PRODUCTS_LIMIT, type Product } from '@thindi/contracts';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductHead } from '../head/product-head';
import { inPriceRange, sliderBounds, type PriceRange } from '../hooks/price-range';
import { useProducts } from '../hooks/use-products';
import { FoodFactsPanel } from './food-facts';
import { ProductFilters } from './product-filters';
import { ProductGallery } from './product-gallery';
import { ProductInfo, type BuyPack } from './product-info';
import { ProductReviews } from './product-reviews';
import { SellerBlock } from './seller-block';
import { SimilarProducts } from './similar-products';

interface ProductDetailProps {
  product: Product;
  onAddToCart: BuyPack;
  /** Buy Now on the product: checkout of this pack alone, the cart left as it is. */
  onBuyNow?: BuyPack;
  /** Shown beside Add to Cart (the app puts the wishlist heart there). */
  action?: ReactNode;
  /** The signed-in shopper's default pincode, for the delivery check. */
  defaultPincode?: string | null;
  /** A signed-in customer may mark reviews helpful and report them. */
  canVote?: boolean;
}

/** The product, then similar products (same category, not this one, at most 8) beside the filters that narrow them. */
export function ProductDetail({
  product,
  onAddToCart,
  onBuyNow,
  action,
  defaultPincode,
  canVote = false,
}: ProductDetailProps) {
  const similar = useProducts({ category: product.category });
  const [customRange, setCustomRange] = useState<PriceRange | null>(null);

  const candidates = similar.status === 'success' ? similar.products.filter((p) => p.id !== product.id) : [];
  // The API's price range fits the catalogue's real prices; without it the range is computed from the list.
  const bounds = sliderBounds(similar.status === 'success' ? similar.priceRange : null, [product, ...candidates]);
  const range = customRange ?? bounds;
  const inRange = candidates.filter((p) => inPriceRange(p, range));

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pb-24 pt-6 sm:px-6 md:pb-6 lg:px-8">
      <ProductHead product={product} />
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        All products
      </Link>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <ProductInfo
          product={product}
          onAddToCart={onAddToCart}
          onBuyNow={onBuyNow}
          action={action}
          defaultPincode={defaultPincode}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FoodFactsPanel food={product.food} />
        <SellerBlock seller={product.seller} />
      </div>
      <ProductReviews productId={product.id} canVote={canVote} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <ProductFilters category={product.category} bounds={bounds} range={range} onRangeChange={setCustomRange} />
        <SimilarProducts
          state={similar}
          products={inRange.slice(0, SIMILAR_PRODUCTS_LIMIT)}
          category={product.category}
          filteredOut={candidates.length > 0}
          onAddToCart={(p, pack) => onAddToCart(p, 1, pack)}
        />
      </div>
    </div>
  );
}
