import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@thindi/contracts';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { cartApi, cartKeys } from '../api/cart.api';
import { CartContext, type CartAddition, type CartContextValue } from './cart-context';
import { cartReducer, cartTotals, type CartAction, type CartItem, type CartItemInput } from './cart.reducer';
import { onGuestCartChange, readGuestCart, writeGuestCart } from './guest-cart-storage';
import { cartWithItems, itemsOf } from './server-cart';

const NO_ITEMS: CartItem[] = [];
const linesOf = (items: readonly CartItem[]) =>
  items.filter((i) => !i.unavailable).map((i) => ({ productId: i.id, quantity: i.quantity }));

interface CartProviderProps {
  children: ReactNode;
  /** The signed-in customer's token: their cart is kept on the server. Without one, the guest cart in this browser. */
  token?: string | null;
}

/**
 * The cart (spec section 4's rules). A guest's lines live in localStorage (kept across reloads, shared by tabs); a
 * signed-in customer's on the server, read and changed through react-query, each change shown at once and replaced
 * by the server's answer (its current prices and stock). On sign-in the guest's lines are merged into the
 * customer's cart, then cleared here.
 */
export function CartProvider({ children, token = null }: CartProviderProps) {
  const queryClient = useQueryClient();
  // The server renders an empty cart: this browser's lines show once the page hydrates.
  const hydrated = useHydrated();
  const [guestItems, setGuestItems] = useState<CartItem[]>(() =>
    typeof window === 'undefined' ? NO_ITEMS : readGuestCart(),
  );
  const [merging, setMerging] = useState<CartItem[] | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [lastAddition, setLastAddition] = useState<CartAddition | null>(null);
  // A merge the server refused leaves the guest's lines in this browser for the next sign-in.
  const [mergeFailed, setMergeFailed] = useState(false);
  const latestChange = useRef(0);
  const merged = useRef<CartItem[] | null>(null);

  useEffect(() => writeGuestCart(guestItems), [guestItems]);
  useEffect(() => onGuestCartChange(setGuestItems), []);

  // The server's cart is read from the query cache directly (no query observer: the first page stays light).
  const subscribe = useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]);
  const serverCart = useSyncExternalStore(
    subscribe,
    () => (token ? queryClient.getQueryData<Cart>(cartKeys.mine(token)) : undefined),
    () => undefined,
  );
  // Read once the guest's lines (if any) are merged: an answer from before the merge would hide them.
  const readable = token !== null && merging === null && (guestItems.length === 0 || mergeFailed);
  const refresh = useCallback(
    (staleTime?: number) => {
      if (!token) return;
      queryClient
        .fetchQuery({ queryKey: cartKeys.mine(token), queryFn: () => cartApi.get(token), staleTime })
        .catch(() => undefined);
    },
    [token, queryClient],
  );
  useEffect(() => {
    if (readable) refresh();
  }, [readable, refresh]);

  // Signed in with lines kept as a guest: they join the customer's cart once, and leave this browser.
  useEffect(() => {
    if (!token || !hydrated || guestItems.length === 0 || merging || mergeFailed || merged.current === guestItems)
      return;
    const pending = guestItems;
    merged.current = pending;
    setGuestItems(NO_ITEMS);
    setMerging(pending);
    void queryClient.cancelQueries({ queryKey: cartKeys.mine(token) });
    cartApi
      .merge(token, linesOf(pending))
      .then((cart) => queryClient.setQueryData(cartKeys.mine(token), cart))
      .catch(() => {
        setMergeFailed(true);
        setGuestItems((now) => (now.length ? now : pending));
      })
      .finally(() => setMerging(null));
  }, [token, hydrated, guestItems, merging, mergeFailed, queryClient]);

  const serverChange = useCallback(
    (action: CartAction) => {
      if (!token) return;
      const mine = cartKeys.mine(token);
      const current = queryClient.getQueryData<Cart>(mine);
      const before = itemsOf(current);
      const after = cartReducer({ items: before }, action).items;
      queryClient.setQueryData(mine, cartWithItems(current, after));
      void queryClient.cancelQueries({ queryKey: mine });
      const id = 'id' in action ? action.id : action.type === 'add' ? action.item.id : undefined;
      const line = after.find((item) => item.id === id);
      const call =
        action.type === 'clear'
          ? cartApi.clear(token)
          : id && line
            ? cartApi.setLine(token, id, line.quantity)
            : id
              ? cartApi.removeLine(token, id)
              : null;
      if (!call) return;
      // Only the answer to the latest change is shown: an earlier one arriving late would undo it on screen.
      const change = ++latestChange.current;
      call
        .then((cart) => {
          if (change === latestChange.current) queryClient.setQueryData(mine, cart);
        })
        .catch(() => {
          if (change === latestChange.current) refresh(0);
        });
    },
    [token, queryClient, refresh],
  );

  const apply = useCallback(
    (action: CartAction) => {
      if (token) serverChange(action);
      else setGuestItems((items) => cartReducer({ items }, action).items);
    },
    [token, serverChange],
  );

  const addItem = useCallback(
    (item: CartItemInput, quantity = 1) => {
      apply({ type: 'add', item, quantity });
      setLastAddition((previous) => ({ key: (previous?.key ?? 0) + 1, name: item.name, quantity }));
    },
    [apply],
  );
  const removeItem = useCallback((id: string) => apply({ type: 'remove', id }), [apply]);
  const setQuantity = useCallback((id: string, quantity: number) => apply({ type: 'setQuantity', id, quantity }), [apply]);
  const clearCart = useCallback(() => apply({ type: 'clear' }), [apply]);
  const openCart = useCallback(() => {
    setLastAddition(null);
    setIsOpen(true);
    // Opening the cart shows today's prices and stock.
    if (readable) refresh(0);
  }, [readable, refresh]);
  const closeCart = useCallback(() => setIsOpen(false), []);
  const dismissAddition = useCallback(() => setLastAddition(null), []);

  const serverItems = useMemo(() => itemsOf(serverCart), [serverCart]);
  const items = useMemo(() => {
    if (!hydrated) return NO_ITEMS;
    if (!token) return guestItems;
    // While the guest's lines are merged, they show on top of the customer's cart.
    return merging
      ? merging.reduce((all, item) => cartReducer({ items: all }, { type: 'add', item, quantity: item.quantity }).items, serverItems)
      : serverItems;
  }, [hydrated, token, guestItems, merging, serverItems]);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      ...cartTotals(items),
      isOpen,
      lastAddition,
      addItem,
      removeItem,
      setQuantity,
      clearCart,
      openCart,
      closeCart,
      dismissAddition,
    }),
    [items, isOpen, lastAddition, addItem, removeItem, setQuantity, clearCart, openCart, closeCart, dismissAddition],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
