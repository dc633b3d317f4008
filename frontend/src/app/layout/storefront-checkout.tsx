import type { ShippingAddress } from '@thindi/contracts';
import { authApi } from '@/features/account/api/auth.api';
import { useCustomerSession } from '@/features/account/hooks/customer-session';
import { useCart } from '@/features/cart/hooks/cart-context';
import type { CheckoutLine } from '@/features/orders/hooks/checkout-line';
import { CheckoutDrawer } from '@/features/orders/components/checkout-drawer';

interface StorefrontCheckoutProps {
  open: boolean;
  onClose: () => void;
  /** Buy Now's product and quantity: checked out alone, and the cart is neither used nor emptied. */
  buyNow?: CheckoutLine | null;
}

const keepTheCart = () => undefined;

/**
 * Checkout over the shopper's cart (or a Buy Now's one line), profile and saved addresses; placing the cart's order
 * empties the cart and, when asked, saves the new address to the account (a failed save leaves the order placed and
 * the book as it was).
 */
export function StorefrontCheckout({ open, onClose, buyNow }: StorefrontCheckoutProps) {
  const { items, clearCart, coupon } = useCart();
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
      items={buyNow ? [buyNow] : items.filter((item) => !item.unavailable)}
      keepCart={Boolean(buyNow)}
      coupon={coupon}
      savedAddresses={account?.addresses ?? []}
      profile={account}
      onSaveAddress={saveAddress}
      onPlaced={buyNow ? keepTheCart : clearCart}
    />
  );
}
