import { useQueryClient } from '@tanstack/react-query';
import type { CartCoupon } from '@thindi/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CartContext, type CartAddition, type CartContextValue } from './cart-context';
import { cartReducer, cartTotals, type CartAction, type CartItem, type CartItemInput } from './cart.reducer';

type ServerCartModule = typeof import('./server-cart');
// The server cart's code loads for a signed-in customer only: a guest's first page does not carry it.
const loadServerCart = (): Promise<ServerCartModule> => import('./server-cart');
type GuestStorage = typeof import('./guest-cart-storage');
const ServerCartSync = lazy(() => import('./server-cart-sync').then((m) => ({ default: m.ServerCartSync })));
type GuestCouponModule = typeof import('./guest-coupon-sync');
// A guest's coupon code loads only once the guest has applied one.
const loadGuestCoupon = (): Promise<GuestCouponModule> => import('./guest-coupon-sync');
const GuestCouponSync = lazy(() => loadGuestCoupon().then((m) => ({ default: m.GuestCouponSync })));

const NO_ITEMS: CartItem[] = [];

interface CartProviderProps {
  children: ReactNode;
  /** The signed-in customer's token: their cart is kept on the server. Without one, the guest cart in this browser. */
  token?: string | null;
}

/**
 * The cart (docs/product.md, Cart). A guest's lines live in localStorage (kept across reloads, shared by tabs); a
 * signed-in customer's on the server, read and changed through react-query, each change shown at once and replaced
 * by the server's answer (its current prices and stock). On sign-in the guest's lines are merged into the
 * customer's cart, then cleared here, and the guest's coupon code is applied to it.
 */
export function CartProvider({ children, token = null }: CartProviderProps) {
  const queryClient = useQueryClient();
  const [guestItems, setGuestItems] = useState<CartItem[]>(NO_ITEMS);
  // The guest's stored lines load after the first paint (the server renders an empty cart, and hydration matches).
  const [storage, setStorage] = useState<GuestStorage | null>(null);
  const [serverItems, setServerItems] = useState<CartItem[]>(NO_ITEMS);
  const [freshness, setFreshness] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const [lastAddition, setLastAddition] = useState<CartAddition | null>(null);
  const [guestCode, setGuestCode] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CartCoupon | null>(null);

  useEffect(() => {
    void import('./guest-cart-storage').then((module) => {
      setGuestItems(module.withStoredLines);
      setGuestCode(module.readGuestCoupon());
      setStorage(() => module);
    });
  }, []);
  useEffect(() => storage?.writeGuestCart(guestItems), [storage, guestItems]);
  useEffect(() => storage?.onGuestCartChange(setGuestItems), [storage]);

  const apply = useCallback(
    (action: CartAction) => {
      if (token) void loadServerCart().then((m) => m.changeServerCart(queryClient, token, action));
      else setGuestItems((items) => cartReducer({ items }, action).items);
    },
    [token, queryClient],
  );

  const addItem = useCallback(
    (item: CartItemInput, quantity = 1) => {
      apply({ type: 'add', item, quantity });
      setLastAddition((previous) => ({ key: (previous?.key ?? 0) + 1, name: item.name, quantity }));
    },
    [apply],
  );
  const removeItem = useCallback((key: string) => apply({ type: 'remove', key }), [apply]);
  const setQuantity = useCallback(
    (key: string, quantity: number) => apply({ type: 'setQuantity', key, quantity }),
    [apply],
  );
  const clearCart = useCallback(() => apply({ type: 'clear' }), [apply]);
  const openCart = useCallback(() => {
    setLastAddition(null);
    setIsOpen(true);
    // Opening the cart shows today's prices and stock.
    setFreshness((n) => n + 1);
  }, []);
  const closeCart = useCallback(() => setIsOpen(false), []);
  const dismissAddition = useCallback(() => setLastAddition(null), []);
  const items = !storage ? NO_ITEMS : token ? serverItems : guestItems;

  const applyCoupon = useCallback(
    async (code: string) => {
      if (token) return (await loadServerCart()).applyServerCoupon(queryClient, token, code);
      await (await loadGuestCoupon()).previewGuestCoupon(queryClient, code, guestItems);
      storage?.writeGuestCoupon(code);
      setGuestCode(code);
    },
    [token, queryClient, guestItems, storage],
  );
  // Signed in, the customer's cart keeps the coupon: the guest's code is applied to it once, then forgotten here.
  const dropGuestCode = useCallback(() => {
    storage?.writeGuestCoupon(null);
    setGuestCode(null);
  }, [storage]);
  const removeCoupon = useCallback(async () => {
    if (token) return (await loadServerCart()).removeServerCoupon(queryClient, token);
    dropGuestCode();
  }, [token, queryClient, dropGuestCode]);

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
      coupon,
      applyCoupon,
      removeCoupon,
    }),
    [
      items,
      isOpen,
      lastAddition,
      addItem,
      removeItem,
      setQuantity,
      clearCart,
      openCart,
      closeCart,
      dismissAddition,
      coupon,
      applyCoupon,
      removeCoupon,
    ],
  );
  return (
    <CartContext.Provider value={value}>
      {children}
      {token && storage ? (
        <Suspense fallback={null}>
          <ServerCartSync
            token={token}
            guestItems={guestItems}
            setGuestItems={setGuestItems}
            onItems={setServerItems}
            onCoupon={setCoupon}
            guestCoupon={guestCode}
            onGuestCouponSent={dropGuestCode}
            freshness={freshness}
          />
        </Suspense>
      ) : null}
      {!token && storage && guestCode ? (
        <Suspense fallback={null}>
          <GuestCouponSync code={guestCode} items={guestItems} onCoupon={setCoupon} />
        </Suspense>
      ) : null}
    </CartContext.Provider>
  );
}
