import { Navigate, useParams } from 'react-router-dom';
import { cartItemFromProduct } from '@/app/cart-item-from-product';
import { LoadingState } from '@/components/ui/loading-state';
import { useCustomerSession } from '@/features/account/hooks/customer-session';
import { useCart } from '@/features/cart/hooks/cart-context';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { useProduct } from '@/features/catalog/hooks/use-product';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { useCheckoutLauncher } from '../layout/checkout-launcher';

function ProductScreen({ id }: { id: string }) {
  const state = useProduct(id);
  const { addItem } = useCart();
  const startCheckout = useCheckoutLauncher();
  const { account } = useCustomerSession();
  const defaultPincode = account?.addresses.find((address) => address.isDefault)?.pincode ?? null;

  if (state.status === 'loading') return <LoadingState label="Loading product..." />;
  if (state.status === 'error') return <ProductNotFound />;
  return (
    <ProductDetail
      key={state.product.id}
      product={state.product}
      onAddToCart={(product, quantity, pack) => addItem(cartItemFromProduct(product, pack), quantity)}
      onBuyNow={(product, quantity, pack) => startCheckout({ ...cartItemFromProduct(product, pack), quantity })}
      action={<WishlistButton product={state.product} className="shrink-0 border border-stone-300 sm:h-12 sm:w-12" />}
      defaultPincode={defaultPincode}
      canVote={Boolean(account)}
    />
  );
}

export function ProductRoute() {
  const { id } = useParams();
  if (!id?.trim()) return <Navigate to="/" replace />;
  return <ProductScreen id={id} />;
}
