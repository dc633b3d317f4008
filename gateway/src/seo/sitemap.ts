import type { Category, Product } from '@thindi/contracts';

/** What the sitemap needs of a storefront product. */
export type SitemapProduct = Pick<Product, 'id' | 'category' | 'updatedAt'>;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The newest of some ISO dates (they sort as text), or undefined for none. */
const newest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);

function url(loc: string, lastmod: string | undefined): string {
  const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${mod}</url>`;
}

/**
 * The sitemaps.org document of the storefront: the home page, each category page (`/?category=<slug>`, as the
 * home page encodes its filter) and each product page, with the date of the newest change it shows.
 */
export function renderSitemap(origin: string, categories: readonly Category[], products: SitemapProduct[]): string {
  const inCategory = (c: Category) => products.filter((p) => p.category === c).map((p) => p.updatedAt);
  const urls = [
    url(`${origin}/`, newest(products.map((p) => p.updatedAt))),
    ...categories.map((c) => url(`${origin}/?category=${encodeURIComponent(c)}`, newest(inCategory(c)))),
    ...products.map((p) => url(`${origin}/product/${encodeURIComponent(p.id)}`, p.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
