import { createContext, useContext } from 'react';

/**
 * Opens checkout from anywhere in the storefront (Buy Now): for a signed-in customer the checkout itself, for a
 * guest the cart, which offers 'Sign in to check out'.
 */
export const CheckoutLauncherContext = createContext<() => void>(() => undefined);
export const useCheckoutLauncher = () => useContext(CheckoutLauncherContext);
