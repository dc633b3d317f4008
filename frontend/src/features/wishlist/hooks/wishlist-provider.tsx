import type { Product } from '@thindi/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { WISHLIST_CLEAR_CONFIRM, WishlistContext, type Wishlist } from './wishlist-context';

/** One wishlist entry per user id in browser storage. */
export const wishlistKey = (userId: string): string => `thindi.wishlist.${userId}`;

function load(userId: string | null): Product[] {
  if (!userId) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(wishlistKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Product[]) : [];
  } catch {
    return [];
  }
}

interface WishlistProviderProps {
  /** The signed-in customer's id; null for a visitor, whose wishlist is always empty. */
  userId: string | null;
  children: ReactNode;
}

/**
 * The wishlist lives in this browser's storage, not on the server, so it is component state
 * rather than a query: nothing is fetched, and the first page does not carry a query observer for it.
 */
export function WishlistProvider({ userId, children }: WishlistProviderProps) {
  const [stored, setStored] = useState<{ userId: string | null; items: Product[] }>(() => ({
    userId,
    items: load(userId),
  }));
  // Another customer signing in on this browser sees their own list, read afresh (state adjusted in render).
  if (stored.userId !== userId) setStored({ userId, items: load(userId) });
  const items = stored.items;

  const save = useCallback(
    (next: Product[]) => {
      if (!userId) return;
      localStorage.setItem(wishlistKey(userId), JSON.stringify(next));
      setStored({ userId, items: next });
    },
    [userId],
  );

  const value = useMemo<Wishlist>(
    () => ({
      signedIn: userId !== null,
      items,
      has: (id) => items.some((p) => p.id === id),
      add: (product) => {
        if (!items.some((p) => p.id === product.id)) save([...items, product]);
      },
      remove: (id) => save(items.filter((p) => p.id !== id)),
      clear: () => {
        if (window.confirm(WISHLIST_CLEAR_CONFIRM)) save([]);
      },
    }),
    [items, save, userId],
  );

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
