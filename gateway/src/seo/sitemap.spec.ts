import { escapeXml, renderSitemap, renderSitemapIndex } from './sitemap';

const ORIGIN = 'https://thindi.example';
const product = (id: string, category: 'sweet' | 'savory', updatedAt: string, sellerId = 's-1') => ({
  id,
  category,
  updatedAt,
  seller: { id: sellerId },
});

describe('renderSitemap', () => {
  const xml = renderSitemap(
    ORIGIN,
    ['savory', 'sweet'],
    [
      product('p-1', 'sweet', '2026-03-01T10:00:00.000Z'),
      product('p-2', 'sweet', '2026-05-01T10:00:00.000Z'),
      product('p-3', 'savory', '2026-04-01T10:00:00.000Z', 's-2'),
    ],
  );

  it('lists the home page with the newest change of any product', () => {
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod></url>`);
  });

  it('lists each category page with the newest change in that category', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/?category=sweet</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/?category=savory</loc><lastmod>2026-04-01T10:00:00.000Z</lastmod>`);
  });

  it('lists each product page with its own last change', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/product/p-1</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>`);
    expect(xml.match(/\/product\//g)).toHaveLength(3);
  });

  it("lists each seller's public page once, with the newest change among its products", () => {
    expect(xml).toContain(`<loc>${ORIGIN}/sellers/s-1</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/sellers/s-2</loc><lastmod>2026-04-01T10:00:00.000Z</lastmod>`);
    expect(xml.match(/\/sellers\//g)).toHaveLength(2);
    expect(xml.match(/<url>/g)).toHaveLength(8);
  });

  it('lists no seller page where no product is listed', () => {
    expect(renderSitemap(ORIGIN, ['sweet'], [])).not.toContain('/sellers/');
  });

  it('is a sitemaps.org urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('gives a category without products no date rather than a made-up one', () => {
    const empty = renderSitemap(ORIGIN, ['spicy'], []);
    expect(empty).toContain(`<url><loc>${ORIGIN}/?category=spicy</loc></url>`);
  });

  it('escapes what XML reserves in every address', () => {
    const odd = renderSitemap('https://thindi.example/a&b', [], [product(`x<'">`, 'sweet', '2026-01-01', 's&1')]);
    expect(odd).toContain('<loc>https://thindi.example/a&amp;b/product/x%3C&apos;%22%3E</loc>');
    expect(odd).toContain('<loc>https://thindi.example/a&amp;b/sellers/s%261</loc>');
    expect(odd).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('renderSitemapIndex', () => {
  it('names each part of a catalogue too large for one sitemap', () => {
    const xml = renderSitemapIndex(ORIGIN, 2);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemap-2.xml</loc></sitemap>`);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});
