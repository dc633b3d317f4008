/**
 * @jest-environment node
 */
import { renderPage, type ApiLoader } from '@/entry-server';
import { halwa, mittai, seller, SELLER_ID } from '../../../test/public-seller';

describe("a seller's page rendered on the server", () => {
  const TEMPLATE = '<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>';
  const api: ApiLoader = async (url) => {
    const { pathname, searchParams } = new URL(url, 'https://thindi.example');
    if (pathname === `/api/sellers/${SELLER_ID}/public`) return { success: true, seller };
    if (pathname === '/api/products' && searchParams.get('seller') === SELLER_ID)
      return { success: true, products: [mittai, halwa] };
    throw Object.assign(new Error('Not found'), { status: 404 });
  };
  const render = (url: string) => renderPage({ template: TEMPLATE, url, origin: 'https://thindi.example', load: api });

  it('renders the seller, its products and its head tags', async () => {
    const page = await render(`/sellers/${SELLER_ID}`);
    expect(page?.status).toBe(200);
    const html = page?.html.replace(/<!-- -->/g, '') ?? '';
    expect(html).toMatch(/<h1[^>]*>.*Kovilpatti Sweets<\/h1>/);
    expect(html).toContain('FSSAI Lic. No. 13323001000123');
    expect(html).toContain('Tirunelveli Halwa');
    expect(html).toContain('<title>Kovilpatti Sweets | Sellers on Thindi</title>');
    expect(html).toContain(`<link rel="canonical" href="https://thindi.example/sellers/${SELLER_ID}"/>`);
  });

  it('answers 404 for a seller that does not exist', async () => {
    const page = await render('/sellers/4b1d3a52-8c4e-4b7a-9d2f-0a1b2c3d4e5f');
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Seller Not Found');
  });
});
