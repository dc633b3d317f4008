import type { Product } from '@thindi/contracts';
import SearchX from 'lucide-react/icons/search-x';
import { useCallback, useRef, type ReactNode } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import type { HomeCatalog } from '../hooks/use-home-catalog';
import { LoadMore } from './load-more';
import { ProductCard, type AddFromCard } from './product-card';
import { SearchRespelling } from './search-respelling';

interface ProductGridProps {
  catalog: HomeCatalog;
  onAddToCart: AddFromCard;
  renderAction?: (product: Product) => ReactNode;
}

export function ProductGrid({ catalog, onAddToCart, renderAction }: ProductGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const focusProduct = useCallback((index: number) => {
    list.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, []);
  if (catalog.status === 'loading') return <LoadingState label="Loading products..." />;
  if (catalog.status === 'error') {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        We couldn&apos;t load these products just now. Please try again in a moment.
      </p>
    );
  }
  const respelling = <SearchRespelling showingResultsFor={catalog.showingResultsFor} didYouMean={catalog.didYouMean} />;

  if (catalog.products.length === 0) {
    return (
      <div className="space-y-4">
        {respelling}
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-200 bg-white px-6 py-14 text-center">
          <SearchX className="h-12 w-12 text-amber-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-stone-900">No products found</p>
          <p className="max-w-md text-sm text-stone-600">
            Try adjusting your search or filters to find what you&apos;re looking for.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {catalog.usingFallback ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          We couldn&apos;t load the full catalogue just now, so here are a few house favourites.
        </p>
      ) : null}
      {respelling}
      <ul ref={list} className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" aria-label="Products">
        {catalog.products.map((product, index) => (
          <li key={product.id} className="flex">
            <div className="flex w-full">
              <ProductCard
                product={product}
                onAddToCart={onAddToCart}
                action={renderAction?.(product)}
                priority={index === 0}
              />
            </div>
          </li>
        ))}
      </ul>
      {catalog.more ? (
        <LoadMore shown={catalog.products.length} more={catalog.more} focusProduct={focusProduct} />
      ) : null}
    </div>
  );
}
