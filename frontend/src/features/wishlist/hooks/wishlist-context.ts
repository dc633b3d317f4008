import type { Product } from '@thindi/contracts';
import { createContext, useContext } from 'react';

export const WISHLIST_CLEAR_CONFIRM = 'Are you sure you want to clear your entire wishlist?';

export interface Wishlist {
  /** Only a signed-in customer has a wishlist; a visitor's is empty and keeps nothing. */
  signedIn: boolean;
  items: Product[];
  has: (productId: string) => boolean;
  /** A product already saved is ignored. */
  add: (product: Product) => void;
  remove: (productId: string) => void;
  /** Asks for confirmation first. */
  clear: () => void;
}

export const WishlistContext = createContext<Wishlist | null>(null);

export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error('useWishlist needs a WishlistProvider');
  return wishlist;
}
