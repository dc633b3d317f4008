import { createContext, useContext } from 'react';
import type { CheckoutLine } from '@/features/orders/hooks/checkout-line';

/**
 * Opens checkout from anywhere in the storefront. Without a line: over the cart, for a signed-in customer (a guest
 * gets the cart, which offers 'Sign in to check out'). With one (Buy Now): over that product and quantity alone,
 * leaving the cart as it is; a guest signs in first and comes back to it.
 */
export type CheckoutLauncher = (buyNow?: CheckoutLine) => void;

export const CheckoutLauncherContext = createContext<CheckoutLauncher>(() => undefined);
export const useCheckoutLauncher = () => useContext(CheckoutLauncherContext);
