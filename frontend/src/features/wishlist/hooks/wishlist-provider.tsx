import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@thindi/contracts';
import { useMemo, type ReactNode } from 'react';
import { WISHLIST_CLEAR_CONFIRM, WISHLIST_LOGIN_MESSAGE, WishlistContext, type Wishlist } from './wishlist-context';

/** Spec section 9: one wishlist entry per user id in browser storage. */
export const wishlistKey = (userId: string): string => `thindi.wishlist.${userId}`;

/** Query keys of the wishlist: one list per signed-in customer. */
export const wishlistKeys = {
  list: (userId: string | null) => ['wishlist', userId] as const,
};

const NOTHING: Product[] = [];

function load(userId: string | null): Product[] {
  if (!userId) return NOTHING;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(wishlistKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Product[]) : NOTHING;
  } catch {
    return NOTHING;
  }
}

interface WishlistProviderProps {
  /** The signed-in customer's id; null for a visitor, whose wishlist is always empty. */
  userId: string | null;
  children: ReactNode;
}

/**
 * The wishlist lives in this browser's storage, not on the server; the query cache holds the signed-in
 * customer's list (read once per customer) and every change writes storage and the cache together.
 */
export function WishlistProvider({ userId, children }: WishlistProviderProps) {
  const queryClient = useQueryClient();
  const { data: items = NOTHING } = useQuery({
    queryKey: wishlistKeys.list(userId),
    queryFn: () => load(userId),
    initialData: () => load(userId),
    staleTime: Infinity,
    enabled: userId !== null,
  });

  const value = useMemo<Wishlist>(() => {
    const save = (next: Product[]) => {
      if (!userId) return;
      localStorage.setItem(wishlistKey(userId), JSON.stringify(next));
      queryClient.setQueryData(wishlistKeys.list(userId), next);
    };
    return {
      items,
      has: (id) => items.some((p) => p.id === id),
      add: (product) => {
        if (!userId) return window.alert(WISHLIST_LOGIN_MESSAGE);
        if (!items.some((p) => p.id === product.id)) save([...items, product]);
      },
      remove: (id) => save(items.filter((p) => p.id !== id)),
      clear: () => {
        if (window.confirm(WISHLIST_CLEAR_CONFIRM)) save([]);
      },
    };
  }, [items, queryClient, userId]);

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
