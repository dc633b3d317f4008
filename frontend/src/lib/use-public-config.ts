import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@thindi/contracts';
import { apiGet } from './api-client';

/** Where the public settings are cached: the server render fills it for the pages that state them. */
export const publicConfigKey = ['public-config'] as const;

/**
 * GET /api/config: the platform's UPI address and name, the hours an unpaid order is kept, who marks a payment
 * received, the return window and the transit days; read once a visit.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => apiGet<PublicConfig>('/config', { signal, token: null }),
    staleTime: Infinity,
  });
}
