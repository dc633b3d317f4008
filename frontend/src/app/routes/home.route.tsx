import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cartItemFromProduct } from '@/app/cart-item-from-product';
import { FormNotice } from '@/components/ui/form-alert';
import { useCart } from '@/features/cart/hooks/cart-context';
import { BrowseControls } from '@/features/catalog/components/browse-controls';
import { CategoryChips } from '@/features/catalog/components/category-chips';
import { FoodFilters } from '@/features/catalog/components/food-filters';
import { CatalogHead } from '@/features/catalog/head/catalog-head';
import { HeroSection } from '@/features/catalog/components/hero-section';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useCatalogQuery } from '@/features/catalog/hooks/use-catalog-query';
import { useHomeCatalog } from '@/features/catalog/hooks/use-home-catalog';
import { useScrollMemory } from '@/features/catalog/hooks/use-scroll-memory';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { noticeIn } from '@/lib/page-notice';
import { useHydrated } from '@/lib/use-hydrated';
import { useScrollToResults } from './use-scroll-to-results';

function wantsProducts(hash: string, state: unknown): boolean {
  return hash === '#products' || (state as { scrollTo?: string } | null)?.scrollTo === 'products';
}

/** Links from before About and Contact had pages of their own (`/#about`) lead to those pages. */
const MOVED_ANCHORS: Record<string, string> = { '#about': '/about', '#contact': '/contact' };

/** Sends an old `/#about` or `/#contact` link on to its page (the server never sees the hash, so the browser does). */
function useMovedAnchors(hash: string) {
  const navigate = useNavigate();
  const moved = MOVED_ANCHORS[hash];
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved, navigate]);
}

export function HomeRoute() {
  const { query, search, category, shownPages, setShownPages, ...set } = useCatalogQuery();
  const catalog = useHomeCatalog(query, shownPages, setShownPages);
  const { addItem } = useCart();
  const location = useLocation();
  const scrollToProducts = wantsProducts(location.hash, location.state);
  // While a search, a category or a food filter is chosen the results come first: the hero would push them below
  // the fold.
  const browsing = !search.trim() && category === 'all' && !query.veg && query.excludeAllergens.length === 0;
  useMovedAnchors(location.hash);
  // What the last page sent the shopper here to read (their account deleted). The server renders without it, as it
  // knows nothing of the browser's history.
  const notice = useHydrated() ? noticeIn(location.state) : null;

  useEffect(() => {
    if (scrollToProducts) document.getElementById('products')?.scrollIntoView?.({ block: 'start' });
  }, [scrollToProducts, location.key]);
  useScrollToResults(search);
  // After the link to the grid: Back puts the page where it was, once the pages shown then are shown again.
  useScrollMemory(catalog.status === 'ready' && catalog.settled);

  return (
    <>
      <CatalogHead query={query} first={catalog.status === 'ready' ? catalog.products[0] : undefined} />
      {notice ? (
        <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
          <FormNotice message={notice} />
        </div>
      ) : null}
      {browsing ? <HeroSection /> : null}
      <section
        id="products"
        aria-labelledby="products-title"
        className="mx-auto max-w-7xl scroll-mt-36 px-4 py-5 sm:px-6 sm:py-10 lg:scroll-mt-24 lg:px-8"
      >
        <div className="mb-4 space-y-3 sm:mb-6 sm:space-y-4">
          <div>
            <h2 id="products-title" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
              Our Products
            </h2>
            <p className="mt-1 text-sm text-stone-600 sm:text-base" aria-live="polite">
              {search ? `Results for “${search}”` : 'Savory, sweet, spicy and traditional, fresh from small kitchens.'}
            </p>
          </div>
          <CategoryChips
            active={category}
            counts={catalog.status === 'ready' ? catalog.counts : null}
            onSelect={set.setCategory}
          />
          <BrowseControls
            // A new URL (Back, a shared link) refills the price inputs.
            key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
            searching={Boolean(search.trim())}
            sort={query.sort}
            minPrice={query.minPrice}
            maxPrice={query.maxPrice}
            onSort={set.setSort}
            onPriceRange={set.setPriceRange}
          />
          <FoodFilters
            veg={query.veg}
            excludeAllergens={query.excludeAllergens}
            counts={catalog.status === 'ready' ? catalog.foodCounts : null}
            onVeg={set.setVeg}
            onExcludeAllergens={set.setExcludeAllergens}
          />
        </div>
        <ProductGrid
          catalog={catalog}
          onAddToCart={(product, pack) => addItem(cartItemFromProduct(product, pack))}
          renderAction={(product) => <WishlistButton product={product} />}
        />
      </section>
    </>
  );
}
