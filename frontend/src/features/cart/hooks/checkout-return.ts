/**
 * A guest who chose 'Sign in to check out' comes back to checkout after signing in or up: the page they left is
 * kept for this tab (sessionStorage) for a while, and taken once.
 */
export const CHECKOUT_RETURN_STORAGE_KEY = 'thindi.checkout-return';
const KEEP_MS = 60 * 60 * 1000;

export function rememberCheckoutReturn(path: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(CHECKOUT_RETURN_STORAGE_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused: the shopper lands where sign-in sends them.
  }
}

/** The page to reopen checkout on, once; null when there is none, it is stale, or not a path of this site. */
export function takeCheckoutReturn(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_RETURN_STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(CHECKOUT_RETURN_STORAGE_KEY);
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
    if (typeof at !== 'number' || now - at > KEEP_MS) return null;
    return path;
  } catch {
    return null;
  }
}
