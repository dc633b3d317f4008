import type { CartCoupon } from '@thindi/contracts';
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
  /**
   * The coupon as the cart shows it: kept on the customer's cart, or the guest's code previewed on its lines; with
   * `problem` when it takes nothing off now.
   */
  coupon: CartCoupon | null;
  /** Applies a code; rejects with the refusal, whose message is the sentence to show beside the field. */
  applyCoupon: (code: string) => Promise<void>;
  removeCoupon: () => Promise<void>;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
