import { CATEGORIES, type Product } from '@thindi/contracts';

const matches = (product: Product, search: string) => product.name.toLowerCase().includes(search);

/**
 * Answers GET /api/products the way the catalogue does: searched (by name), priced and category-filtered,
 * paged by `page`/`pageSize` (48), with the counts of the whole filtered set, `pagination` and `asOf`.
 * `extra` adds fields to every answer (`didYouMean`, ...).
 */
export function browseAnswer(catalogue: readonly Product[], url: URL, extra: Record<string, unknown> = {}) {
  const q = url.searchParams;
  const search = q.get('search')?.toLowerCase() ?? '';
  const min = Number(q.get('minPrice') ?? 0);
  const max = Number(q.get('maxPrice') ?? Infinity);
  const filtered = catalogue.filter((p) => (!search || matches(p, search)) && p.price >= min && p.price <= max);
  const counts = Object.fromEntries([
    ['all', filtered.length],
    ...CATEGORIES.map((c) => [c, filtered.filter((p) => p.category === c).length]),
  ]);
  const category = q.get('category');
  const listed = filtered.filter((p) => !category || p.category === category);
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 48);
  return {
    success: true,
    products: listed.slice((page - 1) * pageSize, page * pageSize),
    counts,
    priceRange: { min: 0, max: 1000 },
    pagination: { page, pageSize, total: listed.length, totalPages: Math.max(1, Math.ceil(listed.length / pageSize)) },
    asOf: '2025-01-01T00:00:00.000Z',
    showingResultsFor: null,
    didYouMean: null,
    ...extra,
  };
}
