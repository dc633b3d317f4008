import type { Product } from '@thindi/contracts';
import { LoadingState } from '@/components/ui/loading-state';
import type { ProductListState } from '../hooks/use-products';
import { ProductCard, type AddFromCard } from './product-card';

interface SimilarProductsProps {
  state: ProductListState;
  products: Product[];
  category: string;
  filteredOut: boolean;
  onAddToCart: AddFromCard;
}

function Note({ children }: { children: string }) {
  return <p className="rounded-xl bg-white px-4 py-6 text-center text-sm text-stone-600">{children}</p>;
}

export function SimilarProducts({ state, products, category, filteredOut, onAddToCart }: SimilarProductsProps) {
  let body;
  if (state.status === 'loading' || state.status === 'idle')
    body = <LoadingState label="Loading similar products..." />;
  else if (state.status === 'error') body = <Note>Similar products are not available right now.</Note>;
  else if (products.length === 0)
    body = (
      <Note>{filteredOut ? 'No similar products in this price range.' : `No other ${category} products yet.`}</Note>
    );
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="similar-title" className="min-w-0 space-y-4">
      <h2 id="similar-title" className="font-display text-2xl font-bold text-stone-900">
        Similar products
      </h2>
      {body}
    </section>
  );
}
