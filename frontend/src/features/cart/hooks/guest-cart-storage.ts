import { cartReducer, type CartItem } from './cart.reducer';

/** A guest's cart lives in this browser: it survives reloads and is shared by its tabs. */
export const GUEST_CART_STORAGE_KEY = 'thindi.cart';

const isLine = (l: Partial<CartItem> | null) =>
  typeof l?.id === 'string' && typeof l.name === 'string' && typeof l.price === 'number' && Number(l.quantity) >= 1;

/** The stored lines; anything unreadable (an older shape, a hand edit) is left out. */
export function readGuestCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

/**
 * The stored lines with those added before they were read (a tap replayed as the page hydrated) added onto them:
 * loading the stored cart never drops what the shopper just added.
 */
export function withStoredLines(early: CartItem[]): CartItem[] {
  return early.reduce(
    (items, { quantity, ...item }) => cartReducer({ items }, { type: 'add', item, quantity }).items,
    readGuestCart(),
  );
}

/** Stores the lines (storage refused, in private modes or over quota: the cart lives as long as the page). */
export function writeGuestCart(items: readonly CartItem[]): void {
  try {
    if (items.length) localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(items));
    else localStorage.removeItem(GUEST_CART_STORAGE_KEY);
  } catch {
    // Kept in memory only.
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

/** A guest's coupon code: previewed on its lines, applied to the customer's cart after sign-in. */
export const GUEST_COUPON_STORAGE_KEY = 'thindi.cart.coupon';

export function readGuestCoupon(): string | null {
  try {
    return localStorage.getItem(GUEST_COUPON_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function writeGuestCoupon(code: string | null): void {
  try {
    if (code) localStorage.setItem(GUEST_COUPON_STORAGE_KEY, code);
    else localStorage.removeItem(GUEST_COUPON_STORAGE_KEY);
  } catch {
    // Kept in memory only.
  }
}
