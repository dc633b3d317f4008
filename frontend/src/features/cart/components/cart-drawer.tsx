import { formatRupees } from '@thindi/contracts';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeliveryQuote } from '@/components/address/delivery-quote';
import { useRememberedPincode } from '@/components/address/remembered-pincode';
import { useCart } from '../hooks/cart-context';
import type { CartItem } from '../hooks/cart.reducer';
import { CartLine } from './cart-line';
import { CartSellerGroups } from './cart-seller-groups';
import { FreeShippingHint } from './free-shipping-hint';

interface CartDrawerProps {
  /** What 'Proceed to Checkout' does; the app decides, since it needs the session. */
  onCheckout: () => void;
}

export function CartDrawer({ onCheckout }: CartDrawerProps) {
  const { items, totalPrice, isOpen, closeCart, setQuantity, removeItem, clearCart } = useCart();
  const empty = items.length === 0;
  // With a pincode checked on a product page, each seller's lines show when they arrive there.
  const pincode = useRememberedPincode();
  const quote = useDeliveryQuote(isOpen ? pincode : null, items);
  const line = (item: CartItem) => (
    <CartLine
      key={item.id}
      item={item}
      onQuantityChange={(quantity) => setQuantity(item.id, quantity)}
      onRemove={() => removeItem(item.id)}
    />
  );

  const footer = empty ? null : (
    <div className="space-y-3">
      <FreeShippingHint subtotal={totalPrice} />
      <div className="flex items-baseline justify-between">
        <span className="text-base font-semibold text-stone-700">Total</span>
        <span className="text-2xl font-bold text-stone-900" data-testid="cart-total">
          {formatRupees(totalPrice)}
        </span>
      </div>
      <Button size="lg" className="w-full" onClick={onCheckout}>
        Proceed to Checkout
      </Button>
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
