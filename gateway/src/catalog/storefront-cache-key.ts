import { listProductsQuerySchema, productIdSchema, suggestionsQuerySchema } from '@thindi/contracts';

const PRODUCTS = '/api/products';
export const SUGGESTIONS = '/api/search/suggestions';

/**
 * The cache key of a storefront read, from its URL: equal keys for requests that mean the same
 * (`?category=all` and no category), and undefined for anything that is not a valid cacheable read
 * (the controller then answers it, errors included).
 */
export function storefrontCacheKey(url: string): string | undefined {
  const [path, query = ''] = url.split('?', 2);
  if (path === PRODUCTS || path === `${PRODUCTS}/`) {
    const parsed = listProductsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.success) return undefined;
    const d = parsed.data;
    return `list:${d.category ?? ''}:${d.minPrice ?? ''}:${d.maxPrice ?? ''}:${d.sort ?? ''}:${(d.search ?? '').toLowerCase()}`;
  }
  if (path === `${PRODUCTS}/featured/list`) return 'featured';
  if (path === SUGGESTIONS) {
    const parsed = suggestionsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    return parsed.success ? `suggest:${parsed.data.limit}:${parsed.data.q.toLowerCase()}` : undefined;
  }
  if (path.startsWith(`${PRODUCTS}/`)) {
    const id = decodeSegment(path.slice(PRODUCTS.length + 1));
    const parsed = id === undefined ? undefined : productIdSchema.safeParse({ id });
    return parsed?.success && !parsed.data.id.includes('/') ? `product:${parsed.data.id}` : undefined;
  }
  return undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
