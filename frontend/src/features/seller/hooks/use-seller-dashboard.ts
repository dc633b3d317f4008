import { SELLER_STATS_REFRESH_MS } from '@thindi/contracts';
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_STATS, sellerCatalogApi, type SellerProduct, type SellerStats } from '../api/seller-catalog.api';

export interface SellerDashboardData {
  products: SellerProduct[];
  stats: SellerStats;
  loading: boolean;
  /** Loads products and stats again (after a save or a delete). */
  reload: () => void;
}

/**
 * The dashboard's products and stats. Failures are quiet (spec section 8): stats fall back to zeros and an
 * empty recent-orders list, products to an empty list. While `refreshStats` is set (Overview and Orders tabs)
 * the stats are read again every 60 seconds.
 */
export function useSellerDashboard(refreshStats: boolean): SellerDashboardData {
  const [products, setProducts] = useState<SellerProduct[]>([]);
  const [stats, setStats] = useState<SellerStats>(EMPTY_STATS);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  const loadStats = useCallback(
    (signal: AbortSignal) =>
      sellerCatalogApi.stats(signal).then(
        (next) => setStats(next),
        () => {
          if (!signal.aborted) setStats(EMPTY_STATS);
        },
      ),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    const products = sellerCatalogApi.myProducts(controller.signal).then(
      (list) => setProducts(list),
      () => {
        if (!controller.signal.aborted) setProducts([]);
      },
    );
    void Promise.all([products, loadStats(controller.signal)]).then(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [generation, loadStats]);

  useEffect(() => {
    if (!refreshStats) return;
    const controller = new AbortController();
    const timer = setInterval(() => void loadStats(controller.signal), SELLER_STATS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [refreshStats, loadStats]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { products, stats, loading, reload };
}
