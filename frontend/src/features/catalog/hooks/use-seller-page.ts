import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { publicSellerQuery, type PublicSellerPage } from '../api/public-seller.api';
import type { ProductListParams } from '../api/products.api';
import { NO_QUERY, parseShownPages, type CatalogQuery } from './use-catalog-query';
import { useHomeCatalog, type HomeCatalog } from './use-home-catalog';

export type PublicSellerState =
  { status: 'loading' } | { status: 'success'; seller: PublicSellerPage } | { status: 'error'; message: string };

/** GET /api/sellers/:id/public; a seller not found stays not found when the browser takes over the server's page. */
export function usePublicSeller(id: string): PublicSellerState {
  const { data, error } = useQuery({ ...publicSellerQuery(id), retryOnMount: false });
  if (data) return { status: 'success', seller: data };
  if (error) return { status: 'error', message: error.message || 'Network error' };
  return { status: 'loading' };
}

/** The list of a seller's page: all its products, newest first, as the server render reads it too. */
export const sellerCatalogQuery = (sellerId: string): CatalogQuery & Pick<ProductListParams, 'seller'> => ({
  ...NO_QUERY,
  seller: sellerId,
});

/** A seller's products, paged like the home grid: `?page=3` shows pages 1 to 3, and more replaces the entry. */
export function useSellerCatalog(sellerId: string): HomeCatalog {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const shownPages = parseShownPages(params.get('page'));
  const setShownPages = useCallback(
    (pages: number) => {
      const search = new URLSearchParams(params);
      if (pages > 1) search.set('page', String(pages));
      else search.delete('page');
      const qs = search.toString();
      navigate({ pathname, search: qs ? `?${qs}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate, params, pathname],
  );
  return useHomeCatalog(sellerCatalogQuery(sellerId), shownPages, setShownPages);
}
