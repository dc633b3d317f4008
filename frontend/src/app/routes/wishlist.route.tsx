import { cartItemFromProduct } from '@/app/cart-item-from-product';
import { useCart } from '@/features/cart/hooks/cart-context';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { RequireCustomer } from './require-customer';

export function WishlistRoute() {
  const { addItem } = useCart();
  return (
    <RequireCustomer>
      <WishlistPage onAddToCart={(product) => addItem(cartItemFromProduct(product))} />
    </RequireCustomer>
  );
}
