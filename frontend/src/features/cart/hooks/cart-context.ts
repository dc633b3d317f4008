import { createContext, useContext } from 'react';
import type { CartItem, CartItemInput } from './cart.reducer';

/** The last addition, for the confirmation toast; `key` tells two identical additions apart. */
export interface CartAddition {
  key: number;
  name: string;
  quantity: number;
}

export interface CartContextValue {
  items: CartItem[];
  totalItems: number;
  totalPrice: number;
  isOpen: boolean;
  lastAddition: CartAddition | null;
  addItem: (item: CartItemInput, quantity?: number) => void;
  /** By the line's key (`lineKey`): one pack of one product. */
  removeItem: (key: string) => void;
  setQuantity: (key: string, quantity: number) => void;
  clearCart: () => void;
  openCart: () => void;
  closeCart: () => void;
  dismissAddition: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
