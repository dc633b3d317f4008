import { returnSlot } from '@/lib/return-after-sign-in';

/**
 * A guest who chose 'Sign in to check out' comes back to checkout after signing in or up: the page they left is
 * kept for this tab for an hour, and taken once.
 */
export const CHECKOUT_RETURN_STORAGE_KEY = 'thindi.checkout-return';
const checkoutReturn = returnSlot(CHECKOUT_RETURN_STORAGE_KEY);

export const rememberCheckoutReturn = (path: string, now?: number): void => checkoutReturn.remember(path, now);
export const takeCheckoutReturn = (now?: number): string | null => checkoutReturn.take(now);
