import { useCallback, useMemo, useReducer, useState, type ReactNode } from 'react';
import { CartContext, type CartAddition, type CartContextValue } from './cart-context';
import { cartReducer, cartTotals, EMPTY_CART, type CartItemInput } from './cart.reducer';

/** Holds the cart in memory only (spec: no persistence), whether the drawer is open, and the last addition. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [isOpen, setIsOpen] = useState(false);
  const [lastAddition, setLastAddition] = useState<CartAddition | null>(null);

  const addItem = useCallback((item: CartItemInput, quantity = 1) => {
    dispatch({ type: 'add', item, quantity });
    setLastAddition((previous) => ({ key: (previous?.key ?? 0) + 1, name: item.name, quantity }));
  }, []);
  const removeItem = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const setQuantity = useCallback(
    (id: string, quantity: number) => dispatch({ type: 'setQuantity', id, quantity }),
    [],
  );
  const clearCart = useCallback(() => dispatch({ type: 'clear' }), []);
  const openCart = useCallback(() => {
    setLastAddition(null);
    setIsOpen(true);
  }, []);
  const closeCart = useCallback(() => setIsOpen(false), []);
  const dismissAddition = useCallback(() => setLastAddition(null), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items: state.items,
      ...cartTotals(state.items),
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
    [
      state.items,
      isOpen,
      lastAddition,
      addItem,
      removeItem,
      setQuantity,
      clearCart,
      openCart,
      closeCart,
      dismissAddition,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
