import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { cartItemFromProduct } from '@/app/cart-item-from-product';
import { useCart } from '@/features/cart/hooks/cart-context';
import { BrowseControls } from '@/features/catalog/components/browse-controls';
import { CategoryChips } from '@/features/catalog/components/category-chips';
import { CatalogHead } from '@/features/catalog/head/catalog-head';
import { HeroSection } from '@/features/catalog/components/hero-section';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useCatalogQuery } from '@/features/catalog/hooks/use-catalog-query';
import { useHomeCatalog } from '@/features/catalog/hooks/use-home-catalog';
import { useScrollMemory } from '@/features/catalog/hooks/use-scroll-memory';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { useScrollToResults } from './use-scroll-to-results';

function wantsProducts(hash: string, state: unknown): boolean {
  return hash === '#products' || (state as { scrollTo?: string } | null)?.scrollTo === 'products';
}

export function HomeRoute() {
  const { query, search, category, shownPages, setCategory, setSort, setPriceRange, setShownPages } = useCatalogQuery();
  const catalog = useHomeCatalog(query, shownPages, setShownPages);
  const { addItem } = useCart();
  const location = useLocation();
  const scrollToProducts = wantsProducts(location.hash, location.state);

  useEffect(() => {
    if (scrollToProducts) document.getElementById('products')?.scrollIntoView?.({ block: 'start' });
  }, [scrollToProducts, location.key]);
  useScrollToResults(search);
  // After the link to the grid: Back puts the page where it was, once the pages shown then are shown again.
  useScrollMemory(catalog.status === 'ready' && catalog.settled);

  return (
    <>
      <CatalogHead query={query} first={catalog.status === 'ready' ? catalog.products[0] : undefined} />
      <HeroSection />
      <section
        id="products"
        aria-labelledby="products-title"
        className="mx-auto max-w-7xl scroll-mt-36 px-4 py-10 sm:px-6 lg:scroll-mt-24 lg:px-8"
      >
        <div className="mb-6 space-y-4">
          <div>
            <h2 id="products-title" className="font-display text-3xl font-bold text-stone-900">
              Our Products
            </h2>
            <p className="mt-1 text-stone-600" aria-live="polite">
              {search ? `Results for “${search}”` : 'Savory, sweet, spicy and traditional, fresh from small kitchens.'}
            </p>
          </div>
          <CategoryChips
            active={category}
            counts={catalog.status === 'ready' ? catalog.counts : null}
            onSelect={setCategory}
          />
          <BrowseControls
            // A new URL (Back, a shared link) refills the price inputs.
            key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
            searching={Boolean(search.trim())}
            sort={query.sort}
            minPrice={query.minPrice}
            maxPrice={query.maxPrice}
            onSort={setSort}
            onPriceRange={setPriceRange}
          />
        </div>
        <ProductGrid
          catalog={catalog}
          onAddToCart={(product) => addItem(cartItemFromProduct(product))}
          renderAction={(product) => <WishlistButton product={product} />}
        />
      </section>
    </>
  );
}
