import {
  featuredListQuerySchema,
  listProductsQuerySchema,
  productIdSchema,
  suggestionsQuerySchema,
} from '@thindi/contracts';

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
    const parsed = listProductsQuerySchema.safeParse(queryOf(query));
    if (!parsed.success) return undefined;
    const d = parsed.data;
    // Every filter the list answers by is part of the key (the allergens in the contract's order, so any order of
    // the same list is one key).
    const food = `${d.diet ?? ''}:${(d.excludeAllergens ?? []).join(',')}:${d.seller ?? ''}`;
    const filter = `${d.category ?? ''}:${d.minPrice ?? ''}:${d.maxPrice ?? ''}:${d.sort ?? ''}:${food}`;
    // The asOf is keyed as sent: clients send back the answer's own text, so equal anchors are equal strings.
    return `list:${filter}:${d.page}:${d.pageSize}:${d.asOf ?? ''}:${(d.search ?? '').toLowerCase()}`;
  }
  if (path === `${PRODUCTS}/featured/list`) {
    const parsed = featuredListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    return parsed.success ? `featured:${parsed.data.page}:${parsed.data.pageSize}` : undefined;
  }
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

/**
 * The query string as the controller receives it: a name given twice holds a list (`excludeAllergens=peanut&
 * excludeAllergens=milk` is both, as for the controller), so the key never stands for less than what is answered.
 */
function queryOf(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const held = out[name];
    out[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return out;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
