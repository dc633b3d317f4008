import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeliveryQuote } from '@/components/address/delivery-quote';
import { useRememberedPincode } from '@/components/address/remembered-pincode';
import { lessDiscount } from '@/components/money/coupon-money';
import { MoneyLines } from '@/components/money/money-lines';
import { moneyOf } from '@/lib/money-summary';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCart } from '../hooks/cart-context';
import { rememberCheckoutReturn } from '../hooks/checkout-return';
import { lineKey, type CartItem } from '../hooks/cart.reducer';
import { CartCoupon } from './cart-coupon';
import { CartLine } from './cart-line';
import { CartSellerGroups } from './cart-seller-groups';
import { FreeShippingHint } from './free-shipping-hint';

/** What checkout says to a visitor who is not signed in (docs/product.md, Cart), with a way on. */
export const CHECKOUT_LOGIN_MESSAGE = 'Please login to proceed with checkout';

interface CartDrawerProps {
  /** What 'Proceed to Checkout' does; the app decides, since it needs the session. */
  onCheckout: () => void;
  /**
   * False for a guest: the drawer offers 'Sign in to check out' and 'Create an account' instead, remembering this
   * page so that the app brings them back to checkout after.
   */
  signedIn?: boolean;
}

export function CartDrawer({ onCheckout, signedIn = true }: CartDrawerProps) {
  const { items, isOpen, closeCart, setQuantity, removeItem, clearCart, coupon } = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const onSignIn = (to: '/login' | '/signup') => {
    rememberCheckoutReturn(`${location.pathname}${location.search}`);
    closeCart();
    navigate(to);
  };
  const empty = items.length === 0;
  // The same money checkout shows: lines no longer sold are not ordered.
  const orderable = items.filter((item) => !item.unavailable);
  // A coupon that no longer applies takes nothing off; its problem shows beside it.
  const discount =
    coupon && !coupon.problem && coupon.discount > 0 ? { code: coupon.code, amount: coupon.discount } : null;
  const money = lessDiscount(moneyOf(orderable), discount?.amount ?? 0);
  // With a pincode checked on a product page, each seller's lines show when they arrive there.
  const pincode = useRememberedPincode();
  const quote = useDeliveryQuote(isOpen ? pincode : null, items);
  const line = (item: CartItem) => (
    <CartLine
      key={lineKey(item)}
      item={item}
      onQuantityChange={(quantity) => setQuantity(lineKey(item), quantity)}
      onRemove={() => removeItem(lineKey(item))}
    />
  );

  const footer = empty ? null : (
    <div className="space-y-3">
      <FreeShippingHint subtotal={money.subtotal} />
      <CartCoupon />
      <MoneyLines money={money} discount={discount} testIdPrefix="cart" />
      {signedIn ? (
        <Button size="lg" className="w-full" onClick={onCheckout} disabled={orderable.length === 0}>
          Proceed to Checkout
        </Button>
      ) : (
        <div className="space-y-2">
          <p className="text-center text-sm text-stone-600">{CHECKOUT_LOGIN_MESSAGE}</p>
          <Button size="lg" className="w-full" onClick={() => onSignIn('/login')}>
            Sign in to check out
          </Button>
          <Button variant="outline" className="w-full" onClick={() => onSignIn('/signup')}>
            Create an account
          </Button>
        </div>
      )}
      <Button variant="outline" className="w-full" onClick={clearCart}>
        Clear Cart
      </Button>
    </div>
  );

  return (
    <Dialog open={isOpen} onClose={closeCart} title="Shopping Cart" closeLabel="Close shopping cart" footer={footer}>
      {empty ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 py-12 text-center">
          <ShoppingBag className="h-14 w-14 text-amber-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-stone-900">Your cart is empty</p>
          <p className="max-w-xs text-sm text-stone-600">Add some delicious South Indian snacks to get started!</p>
        </div>
      ) : quote.data ? (
        <CartSellerGroups items={items} quote={quote.data} renderLine={line} />
      ) : (
        <ul className="space-y-3">{items.map(line)}</ul>
      )}
    </Dialog>
  );
}
