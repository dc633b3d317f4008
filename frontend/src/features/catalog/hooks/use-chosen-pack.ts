import type { Product, ProductVariant } from '@thindi/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { packOfSize, sizeParam } from './packs';

/**
 * The pack chosen on the product page, kept in the URL (`?size=500g`) so a shared or reloaded link, and the
 * server's render, show that size. A choice replaces the history entry: Back leaves the page, not the last size.
 */
export function useChosenPack(product: Product): [ProductVariant | undefined, (pack: ProductVariant) => void] {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (pack: ProductVariant) =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.set('size', sizeParam(pack));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [packOfSize(product, params.get('size')), choose];
}
