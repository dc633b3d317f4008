import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://thindi.example`) for canonical URLs, Open Graph and structured data, which must be
 * absolute. The browser knows its own; a server render is handed the request's.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** An absolute URL for `path`; data: and already absolute URLs stay as they are. */
export function absoluteUrl(origin: string, path: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
