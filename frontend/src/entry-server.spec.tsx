/**
 * @jest-environment node
 */
import { browseAnswer } from '../test/catalog-api';
import { makeProduct, makePublicSeller, makeSizedProduct } from '../test/product.factory';
import { makePublicConfig } from '../test/public-config';
import { renderPage, type ApiLoader } from './entry-server';
import { catalogKeys } from './features/catalog/api/catalog-queries';
import { readCatalogQuery } from './features/catalog/hooks/use-catalog-query';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Default" /><title>Default</title></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://thindi.example';

const pak = makeProduct({
  name: 'Mysore Pak',
  category: 'sweet',
  price: 1234.5,
  description: 'Ghee-rich gram flour fudge from Mysuru.',
  seller: makePublicSeller({ id: 's3', businessName: 'Mysuru Mithai Mane' }),
});
const laddu = makeProduct({ name: 'Rava Laddu', category: 'sweet', price: 120 });
const murukku = makeProduct({ name: 'Murukku', category: 'savory', price: 80 });

/** The API as the gateway hands it to the render: JSON bodies by path, a 404 for anything else. */
function api(products = [pak, laddu, murukku]): ApiLoader {
  return async (url) => {
    const { pathname, searchParams } = new URL(url, ORIGIN);
    if (pathname === '/api/config') return makePublicConfig({ returnWindowDays: 10 });
    if (pathname === '/api/products') {
      const category = searchParams.get('category');
      return { success: true, products: products.filter((p) => !category || p.category === category) };
    }
    const product = products.find((p) => pathname === `/api/products/${p.id}`);
    if (product) return { success: true, product };
    throw Object.assign(new Error('Product not found'), { status: 404 });
  };
}

const render = (url: string, load = api()) => renderPage({ template: TEMPLATE, url, origin: ORIGIN, load });

/** The page's markup without the comments React puts between adjacent pieces of text. */
const textOf = (html = '') => html.replace(/<!-- -->/g, '');

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]);
}

describe('server render', () => {
  it.each([
    ['/shipping', 'Shipping Policy'],
    ['/returns', 'Returns &amp; Refunds'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/sell', 'Sell on Thindi'],
    ['/about', 'About Thindi'],
    ['/contact', 'Contact us'],
    ['/grievance', 'Grievance Officer'],
  ])('renders the text page %s with its title, reading only the public settings', async (path, title) => {
    const load = jest.fn(api());
    const page = await render(path, load);
    expect(page?.status).toBe(200);
    expect(page?.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(page?.html).toContain(`<title>${title} | Thindi</title>`);
    expect(load.mock.calls).toEqual([['/api/config']]);
  });

  it('renders the policies with the configured return window and transit days, and hands them to the browser', async () => {
    const returns = textOf((await render('/returns'))?.html);
    expect(returns).toContain('Write to us within 10 days of delivery');
    expect(returns).toContain('return a delivered order within 10 days.');
    expect(returns).toContain('"returnWindowDays":10');
    expect(textOf((await render('/shipping'))?.html)).toContain('Elsewhere in India: 4–6 days');
  });

  it("renders the grievance officer's page with the officer the settings name, and hands them to the browser", async () => {
    const html = textOf((await render('/grievance'))?.html);
    expect(html).toContain('Lakshmi Narayanan');
    expect(html).toContain('href="mailto:grievance@thindi.example"');
    expect(html).toContain('href="tel:+918045678900"');
    expect(html).toContain('"grievanceOfficer":{');
  });

  it('renders the policies without their numbers when the settings cannot be read', async () => {
    const failing: ApiLoader = async () => {
      throw Object.assign(new Error('Unavailable'), { status: 503 });
    };
    const page = await render('/returns', failing);
    expect(page?.status).toBe(200);
    expect(textOf(page?.html)).toContain('Write to us within the return window after delivery');
    expect(page?.html).not.toMatch(/\d+ days/);
  });

  it('renders a product page with its name, price, head tags and JSON-LD offer', async () => {
    const page = await render(`/product/${pak.id}`);
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Mysore Pak<\/h1>/);
    expect(html).toContain('₹1,234.50');
    expect(html.match(/<title>/g)).toEqual(['<title>']);
    expect(html).toContain('<title>Mysore Pak | Thindi</title>');
    expect(html).toContain('<meta name="description" content="Ghee-rich gram flour fudge from Mysuru."/>');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/${pak.id}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${pak.images[0]}"/>`);
    const thumb = pak.images[0].replace(/\.webp$/, '-thumb.webp');
    // The main picture in the size the screen needs: its 400 px rendition or the image itself.
    expect(html).toContain(
      `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${thumb} 400w, ${pak.images[0]} 1600w"`,
    );
    expect(html).toContain(`srcSet="${thumb} 400w, ${pak.images[0]} 1600w"`);
    expect(jsonLdOf(html)).toEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'Mysore Pak',
        brand: { '@type': 'Brand', name: 'Mysuru Mithai Mane' },
        offers: expect.objectContaining({
          priceCurrency: 'INR',
          price: '1234.50',
          availability: 'https://schema.org/InStock',
          url: `${ORIGIN}/product/${pak.id}`,
        }),
      }),
    );
  });

  it('renders the size the address names, and JSON-LD with one offer per pack', async () => {
    const sized = makeSizedProduct();
    const html = (await render(`/product/${sized.id}?size=1kg`, api([sized])))?.html ?? '';

    expect(textOf(html)).toContain('MRP ₹480.00 (incl. of all taxes)');
    const url = `${ORIGIN}/product/${sized.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    const { offers } = jsonLdOf(html) as { offers: Record<string, unknown> };
    expect(offers).toEqual(
      expect.objectContaining({ '@type': 'AggregateOffer', lowPrice: '120.00', highPrice: '800.00', offerCount: 4 }),
    );
    expect(offers.offers).toContainEqual(
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Mysore Pak 2 kg',
        price: '800.00',
        url: `${url}?size=2kg`,
        availability: 'https://schema.org/OutOfStock',
      }),
    );
  });

  it("gives a reviewed product's JSON-LD its aggregate rating, and an unreviewed one none", async () => {
    const rated = { ...pak, rating: { average: 4.3, count: 12 } };
    expect(jsonLdOf((await render(`/product/${pak.id}`, api([rated])))?.html ?? '')).toEqual(
      expect.objectContaining({
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: '4.3',
          reviewCount: 12,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    );
    const unrated = { ...pak, rating: null };
    expect(jsonLdOf((await render(`/product/${pak.id}`, api([unrated])))?.html ?? '')).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('renders the home page with the products listed, sized, as links, and the data for the browser', async () => {
    const html = (await render('/'))?.html ?? '';
    expect(html).toContain('Our Products');
    for (const product of [pak, laddu, murukku]) {
      expect(html).toContain(`href="/product/${product.id}"`);
      expect(html).toContain(`>${product.name}</a>`);
    }
    expect(html).not.toContain('Loading products');
    expect(html).toContain('width="400" height="400"');
    expect(html).toContain('<script type="application/json" id="thindi-query-state">');
  });

  it('renders a category page with only that category and its own title', async () => {
    const html = (await render('/?category=savory'))?.html ?? '';
    expect(html).toContain('<title>Savory South Indian snacks | Thindi</title>');
    expect(html).toContain('>Murukku</a>');
    expect(html).not.toContain('>Mysore Pak</a>');
  });

  it('renders the pages a URL’s page asks for, under the key the browser reads them from', async () => {
    const many = Array.from({ length: 60 }, (_, i) => makeProduct({ name: `Thattai ${i + 1}`, category: 'sweet' }));
    const paged: ApiLoader = async (url) => browseAnswer(many, new URL(url, ORIGIN));
    const html = (await render('/?category=sweet&page=2', paged))?.html ?? '';
    // The second page's products are in the HTML, not only the first page's.
    expect(html).toContain('>Thattai 1</a>');
    expect(html).toContain('>Thattai 60</a>');
    const state = JSON.parse(/id="thindi-query-state">([^<]*)</.exec(html)?.[1] ?? '{}') as {
      queries: { queryKey: unknown; state: { data: { pages: unknown[] } } }[];
    };
    const key = catalogKeys.browse(readCatalogQuery(new URLSearchParams('category=sweet')));
    const grid = state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key));
    expect(grid?.state.data.pages).toHaveLength(2);
  });

  it('answers an unknown product with the not-found page and a 404', async () => {
    const page = await render('/product/no-such-product');
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Product Not Found');
  });

  it('keeps a hostile product name inside its script elements', async () => {
    const hostile = makeProduct({ name: '</script><script>alert(1)</script>' });
    const html = (await render(`/product/${hostile.id}`, api([hostile])))?.html ?? '';
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(jsonLdOf(html).name).toBe(hostile.name);
  });

  it('leaves the other pages to the browser', async () => {
    expect(await render('/login')).toBeNull();
    expect(await render('/seller/dashboard')).toBeNull();
  });
});
