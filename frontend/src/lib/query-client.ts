import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Live lists are read again when the window regains focus as well as when the page becomes visible;
 * TanStack Query listens to the second only.
 */
function listenForFocusAndVisibility(): void {
  focusManager.setEventListener((onFocus) => {
    if (typeof window === 'undefined') return undefined;
    // Called with no argument, the manager reads the page's visibility and tells every query.
    const listener = () => onFocus();
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', listener);
    return () => {
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', listener);
    };
  });
}

/**
 * One QueryClient per browser tab (and per server render). Reads stay fresh for 30 s, a failed read is tried
 * again once unless the server said no (4xx), and writes are never repeated behind the shopper's back.
 */
export function createQueryClient(): QueryClient {
  listenForFocusAndVisibility();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status !== undefined && error.status < 500),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
