import type { ShippingAddress } from '@thindi/contracts';
import { authApi } from '@/features/account/api/auth.api';
import { useCustomerSession } from '@/features/account/hooks/customer-session';
import { useCart } from '@/features/cart/hooks/cart-context';
import { CheckoutDrawer } from '@/features/orders/components/checkout-drawer';

interface StorefrontCheckoutProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Checkout over the shopper's cart, profile and saved addresses; placing the order empties the cart and, when
 * asked, saves the new address to the account (a failed save leaves the order placed and the book as it was).
 */
export function StorefrontCheckout({ open, onClose }: StorefrontCheckoutProps) {
  const { items, clearCart } = useCart();
  const { account, replaceAccount } = useCustomerSession();
  const saveAddress = (address: ShippingAddress) => {
    authApi
      .addAddress({ ...address, isDefault: false })
      .then((answer) => replaceAccount(answer.user))
      .catch(() => undefined);
  };
  return (
    <CheckoutDrawer
      open={open}
      onClose={onClose}
      items={items.filter((item) => !item.unavailable)}
      savedAddresses={account?.addresses ?? []}
      profile={account}
      onSaveAddress={saveAddress}
      onPlaced={clearCart}
    />
  );
}
