import { Navigate, useParams } from 'react-router-dom';
import { cartItemFromProduct } from '@/app/cart-item-from-product';
import { LoadingState } from '@/components/ui/loading-state';
import { useCart } from '@/features/cart/hooks/cart-context';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SellerNotFound } from '@/features/catalog/components/seller-not-found';
import { SellerProfile } from '@/features/catalog/components/seller-profile';
import { SellerHead } from '@/features/catalog/head/seller-head';
import { useSellerCatalog, usePublicSeller } from '@/features/catalog/hooks/use-seller-page';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

function SellerScreen({ id }: { id: string }) {
  const state = usePublicSeller(id);
  const catalog = useSellerCatalog(id);
  const { addItem } = useCart();

  if (state.status === 'loading') return <LoadingState label="Loading seller..." />;
  if (state.status === 'error') return <SellerNotFound />;
  const { seller } = state;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <SellerHead seller={seller} />
      <SellerProfile seller={seller} />
      <section aria-labelledby="seller-products-title" className="space-y-4">
        <h2 id="seller-products-title" className="font-display text-2xl font-bold text-stone-900">
          {`Products from ${seller.businessName}`}
        </h2>
        <ProductGrid
          catalog={catalog}
          onAddToCart={(product, pack) => addItem(cartItemFromProduct(product, pack))}
          renderAction={(product) => <WishlistButton product={product} />}
        />
      </section>
    </div>
  );
}

/** /sellers/:id: a seller's public page (its own area, /seller/*, is another). */
export function SellerPageRoute() {
  const { id } = useParams();
  if (!id?.trim()) return <Navigate to="/" replace />;
  return <SellerScreen key={id} id={id} />;
}
