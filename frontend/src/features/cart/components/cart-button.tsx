import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useCart } from '../hooks/cart-context';

export function cartButtonLabel(count: number): string {
  return `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Header button with the item-count badge; opens the cart drawer. */
export function CartButton() {
  const { totalItems, openCart } = useCart();
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={cartButtonLabel(totalItems)}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-amber-50 hover:text-amber-800"
    >
      <ShoppingCart className="h-6 w-6" aria-hidden="true" />
      {totalItems > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-green-800 px-1 text-xs font-bold text-white"
        >
          {totalItems > 99 ? '99+' : totalItems}
        </span>
      ) : null}
    </button>
  );
}
