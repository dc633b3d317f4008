const KEEP_MS = 60 * 60 * 1000;

/** A page to come back to after signing in or up. */
export interface ReturnSlot {
  remember(path: string, now?: number): void;
  /** The page, once; null when there is none, it is stale, or it is not a path of this site. */
  take(now?: number): string | null;
}

/**
 * Keeps a page for this tab (sessionStorage) for an hour, to be taken once: the page survives the trip through
 * sign-in and sign-up (and their links to each other) without showing in their addresses.
 */
export function returnSlot(storageKey: string): ReturnSlot {
  return {
    remember(path, now = Date.now()) {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify({ path, at: now }));
      } catch {
        // Storage refused: the visitor lands where sign-in sends them.
      }
    },
    take(now = Date.now()) {
      try {
        const raw = sessionStorage.getItem(storageKey);
        if (!raw) return null;
        sessionStorage.removeItem(storageKey);
        const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
        if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return null;
        if (typeof at !== 'number' || now - at > KEEP_MS) return null;
        return path;
      } catch {
        return null;
      }
    },
  };
}

/** Where a visitor asked to sign in (to save a favourite) was; the sign-in and sign-up pages bring them back. */
export const signInReturn = returnSlot('thindi.sign-in-return');
