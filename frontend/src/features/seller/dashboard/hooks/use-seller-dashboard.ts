import { SELLER_STATS_REFRESH_MS } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  EMPTY_STATS,
  FIRST_PRODUCT_PAGE,
  sellerCatalogApi,
  type SellerProduct,
  type SellerStats,
} from '@/features/seller/products/api/seller-catalog.api';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { useSellerProductPage } from '@/features/seller/products/hooks/use-seller-products';

export interface SellerDashboardData {
  products: SellerProduct[];
  stats: SellerStats;
  loading: boolean;
}

const NO_PRODUCTS: SellerProduct[] = [];

/**
 * The dashboard's newest products (the first page, which the Products tab shares) and stats. Failures are quiet
 * (docs/product.md, Errors and messages > Quiet failures): stats fall back to zeros and an empty recent-orders list, products to an empty list. While
 * `refreshStats` is set (Overview and Orders tabs) the stats are read again every 60 seconds. Saves and deletes
 * invalidate them (see the product hooks).
 */
export function useSellerDashboard(refreshStats: boolean): SellerDashboardData {
  const products = useSellerProductPage(FIRST_PRODUCT_PAGE);
  const stats = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.stats(),
    queryFn: ({ signal }) => sellerCatalogApi.stats(signal),
    refetchInterval: refreshStats ? SELLER_STATS_REFRESH_MS : false,
  });
  return {
    products: (products.isError ? undefined : products.data?.products) ?? NO_PRODUCTS,
    // A refresh that fails shows zeros again rather than figures that may no longer be true.
    stats: stats.isError ? EMPTY_STATS : (stats.data ?? EMPTY_STATS),
    loading: products.isPending || stats.isPending,
  };
}
