import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@thindi/contracts';
import { apiGet } from './api-client';

/** GET /api/config: the platform's UPI address and name and the hours an unpaid order is kept; read once a visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiGet<PublicConfig>('/config', { signal, token: null }),
    staleTime: Infinity,
  });
}
