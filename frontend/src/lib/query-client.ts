import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One QueryClient per browser tab (and per server render). Reads stay fresh for 30 s, a failed read is tried
 * again once unless the server said no (4xx), and writes are never repeated behind the shopper's back.
 */
export function createQueryClient(): QueryClient {
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
