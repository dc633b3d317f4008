import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@thindi/contracts';
import type { CartItem } from './cart.reducer';

/** A guest's cart lives in this browser: it survives reloads and is shared by its tabs. */
export const GUEST_CART_STORAGE_KEY = 'thindi.cart';

const isLine = (value: unknown): value is CartItem => {
  const l = value as Partial<CartItem> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.id === 'string' &&
    typeof l.name === 'string' &&
    typeof l.image === 'string' &&
    typeof l.weight === 'string' &&
    typeof l.price === 'number' &&
    Number.isInteger(l.quantity) &&
    (l.quantity ?? 0) >= 1 &&
    (l.quantity ?? 0) <= MAX_LINE_QUANTITY
  );
};

/** The stored lines; anything unreadable (an older shape, a hand edit) counts as an empty cart. */
export function readGuestCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine).slice(0, MAX_CART_LINES) : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(items: readonly CartItem[]): void {
  try {
    if (items.length) localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(items));
    else localStorage.removeItem(GUEST_CART_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the cart lives as long as the page.
  }
}

/** Calls back when another tab changes the guest cart (the storage event fires in the other tabs only). */
export function onGuestCartChange(listener: (items: CartItem[]) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === GUEST_CART_STORAGE_KEY || event.key === null) listener(readGuestCart());
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
