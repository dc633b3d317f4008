import { useCustomerSession } from '@/features/account/hooks/customer-session';
import { useCart } from '@/features/cart/hooks/cart-context';
import { CheckoutDrawer } from '@/features/orders/components/checkout-drawer';

interface StorefrontCheckoutProps {
  open: boolean;
  onClose: () => void;
}

/** Checkout over the shopper's cart (the lines still sold) and saved addresses; placing the order empties the cart. */
export function StorefrontCheckout({ open, onClose }: StorefrontCheckoutProps) {
  const { items, clearCart } = useCart();
  const { account } = useCustomerSession();
  return (
    <CheckoutDrawer
      open={open}
      onClose={onClose}
      items={items.filter((item) => !item.unavailable)}
      savedAddresses={account?.addresses ?? []}
      onPlaced={clearCart}
    />
  );
}
