import CircleCheck from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import type { CartAddition } from '../hooks/cart-context';

interface CartToastMessageProps {
  addition: CartAddition;
  onOpenCart: () => void;
  onDismiss: () => void;
}

/** What the toast says once something is added: loaded with the first addition, not with the first page. */
export function CartToastMessage({
  addition: lastAddition,
  onOpenCart: openCart,
  onDismiss: dismissAddition,
}: CartToastMessageProps) {
  return (
    <div className="pointer-events-auto flex max-w-md items-center gap-3 rounded-full bg-stone-900 py-2 pl-4 pr-2 text-sm text-white shadow-lg motion-safe:animate-fade-in">
      <CircleCheck className="h-5 w-5 shrink-0 text-green-400" aria-hidden="true" />
      <span className="min-w-0 truncate">
        {lastAddition.quantity > 1 ? `${lastAddition.quantity} × ` : ''}
        {lastAddition.name} added to your cart
      </span>
      <button
        type="button"
        onClick={openCart}
        className="shrink-0 rounded-full bg-amber-500 px-3 py-1 font-semibold text-stone-900 hover:bg-amber-400"
      >
        View cart
      </button>
      <button
        type="button"
        onClick={dismissAddition}
        aria-label="Dismiss"
        className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
