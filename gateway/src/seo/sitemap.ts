import type { Category, Product } from '@thindi/contracts';

/** What the sitemap needs of a storefront product. */
export type SitemapProduct = Pick<Product, 'id' | 'category' | 'updatedAt'> & { seller: Pick<Product['seller'], 'id'> };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

function url(loc: string, lastmod: string | undefined): string {
  const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${mod}</url>`;
}

/** The sitemap protocol's limit of URLs in one file: a larger catalogue is split under a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

function keepNewest<K>(newest: Map<K, string>, key: K, at: string): void {
  const seen = newest.get(key);
  if (!seen || at > seen) newest.set(key, at);
}

/**
 * The storefront's pages for crawlers: the home page, each category page (`/?category=<slug>`, as the home page
 * encodes its filter), the public page of each seller with a product listed, and each product page, with the date
 * of the newest change it shows (a seller's page: of its newest product).
 */
export function sitemapUrls(origin: string, categories: readonly Category[], products: SitemapProduct[]): string[] {
  const newestOf = new Map<Category, string>();
  const newestOfSeller = new Map<string, string>();
  let newestAll: string | undefined;
  for (const p of products) {
    keepNewest(newestOf, p.category, p.updatedAt);
    keepNewest(newestOfSeller, p.seller.id, p.updatedAt);
    if (!newestAll || p.updatedAt > newestAll) newestAll = p.updatedAt;
  }
  return [
    url(`${origin}/`, newestAll),
    ...categories.map((c) => url(`${origin}/?category=${encodeURIComponent(c)}`, newestOf.get(c))),
    ...[...newestOfSeller].map(([id, at]) => url(`${origin}/sellers/${encodeURIComponent(id)}`, at)),
    ...products.map((p) => url(`${origin}/product/${encodeURIComponent(p.id)}`, p.updatedAt)),
  ];
}

/** A sitemaps.org `urlset` of the given `<url>` lines. */
export function renderUrlset(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemaps.org document of the storefront in one file (a catalogue of at most SITEMAP_MAX_URLS pages). */
export function renderSitemap(origin: string, categories: readonly Category[], products: SitemapProduct[]): string {
  return renderUrlset(sitemapUrls(origin, categories, products));
}

/** A sitemap index naming the parts `/sitemap-1.xml` … `/sitemap-<parts>.xml`. */
export function renderSitemapIndex(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}
