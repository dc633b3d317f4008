import { useQueryClient } from '@tanstack/react-query';
import type { Cart, CartCoupon } from '@thindi/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { cartKeys } from '../api/cart-keys';
import { cartReducer, type CartItem } from './cart.reducer';
import { applyServerCoupon, itemsOf, mergeIntoServerCart, refreshServerCart } from './server-cart';

interface ServerCartSyncProps {
  token: string;
  /** The guest's lines still in this browser: merged once into the customer's cart, then cleared. */
  guestItems: CartItem[];
  setGuestItems: (update: (items: CartItem[]) => CartItem[]) => void;
  /** The customer's cart as the screens show it. */
  onItems: (items: CartItem[]) => void;
  /** The coupon on the customer's cart, as the screens show it. */
  onCoupon: (coupon: CartCoupon | null) => void;
  /** The code the guest applied: sent once after the merge, then forgotten (`onGuestCouponSent`). */
  guestCoupon: string | null;
  onGuestCouponSent: () => void;
  /** Bumped when the cart is opened: its prices and stock are read again. */
  freshness: number;
}

/**
 * Keeps a signed-in customer's cart: reads it from the query cache (no query observer), merges the guest's lines
 * first (an answer from before the merge would hide them), then applies the guest's coupon code to it, and reads it
 * again when the cart is opened. Loaded only for a signed-in customer.
 */
export function ServerCartSync(props: ServerCartSyncProps) {
  const { token, guestItems, setGuestItems, onItems, onCoupon, guestCoupon, onGuestCouponSent, freshness } = props;
  const queryClient = useQueryClient();
  const [merging, setMerging] = useState<CartItem[] | null>(null);
  // A merge the server refused leaves the guest's lines in this browser for the next sign-in.
  const [mergeFailed, setMergeFailed] = useState(false);
  const merged = useRef<CartItem[] | null>(null);

  const subscribe = useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]);
  const cart = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<Cart>(cartKeys.mine(token)),
    () => undefined,
  );
  const readable = merging === null && (guestItems.length === 0 || mergeFailed);
  // The guest's code is sent after the merge (its minimum counts the merged lines). A refusal (used up, or the
  // customer's own limit reached) just leaves the cart without it.
  const couponSent = useRef(false);
  const applyingCoupon = useRef(false);
  useEffect(() => {
    if (!readable) return;
    if (guestCoupon && !couponSent.current) {
      couponSent.current = true;
      applyingCoupon.current = true;
      onGuestCouponSent();
      applyServerCoupon(queryClient, token, guestCoupon)
        .catch(() => refreshServerCart(queryClient, token, 0))
        .finally(() => {
          applyingCoupon.current = false;
        });
      return;
    }
    // The coupon's answer is the cart as it stands: a read sent meanwhile could answer from before it.
    if (!applyingCoupon.current) refreshServerCart(queryClient, token, freshness ? 0 : undefined);
  }, [readable, guestCoupon, onGuestCouponSent, queryClient, token, freshness]);

  useEffect(() => {
    if (guestItems.length === 0 || merging || mergeFailed || merged.current === guestItems) return;
    const pending = guestItems;
    merged.current = pending;
    setGuestItems(() => []);
    setMerging(pending);
    mergeIntoServerCart(queryClient, token, pending)
      .catch(() => {
        setMergeFailed(true);
        setGuestItems((now) => (now.length ? now : pending));
      })
      .finally(() => setMerging(null));
  }, [token, guestItems, merging, mergeFailed, queryClient, setGuestItems]);

  const items = useMemo(() => {
    const server = itemsOf(cart);
    // While the guest's lines are merged, they show on top of the customer's cart.
    return (merging ?? []).reduce(
      (all, item) => cartReducer({ items: all }, { type: 'add', item, quantity: item.quantity }).items,
      server,
    );
  }, [cart, merging]);
  useEffect(() => onItems(items), [items, onItems]);
  const coupon = cart?.coupon ?? null;
  useEffect(() => onCoupon(coupon), [coupon, onCoupon]);
  // Signed out: the customer's lines and coupon are no longer shown.
  useEffect(() => () => onItems([]), [onItems]);
  useEffect(() => () => onCoupon(null), [onCoupon]);
  return null;
}
