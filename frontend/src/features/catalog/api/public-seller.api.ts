import type { PublicSellerPage } from '@thindi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

export type { PublicSellerPage };

export interface PublicSellerBody {
  success: boolean;
  seller?: PublicSellerPage;
}

export const publicSellerPath = (id: string): string => `/sellers/${encodeURIComponent(id)}/public`;

export function toPublicSeller(body: PublicSellerBody): PublicSellerPage {
  if (!body.seller) throw new ApiError('Seller not found', 404);
  return body.seller;
}

export const publicSellerKey = (id: string) => ['catalog', 'seller', id] as const;

/** GET /api/sellers/:id/public (404 for a seller that does not exist or does not sell). */
export const publicSellerQuery = (id: string) =>
  queryOptions({
    queryKey: publicSellerKey(id),
    queryFn: async ({ signal }) => toPublicSeller(await apiGet<PublicSellerBody>(publicSellerPath(id), { signal })),
  });
