import sharp from 'sharp';
import { DEMO_PRODUCTS, type ProductArt } from './demo-products';
import { renderPlaceholderArt, renderProductArt } from './product-art';

const murukku: ProductArt = { kind: 'murukku', base: '#e0a84a', accent: '#a8641e', background: '#fbe9c8' };
const pickle: ProductArt = { kind: 'pickle', base: '#b22a16', accent: '#e9d36d', background: '#fde7d9' };

describe('product art', () => {
  it.each([murukku, pickle])('renders $kind as an 800×800 WebP', async (art) => {
    const meta = await sharp(await renderProductArt(art)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });

  it('renders the placeholder plate as a WebP of the requested size', async () => {
    const meta = await sharp(await renderPlaceholderArt(120)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 120, height: 120 });
  });

  it('draws every art kind the demo catalogue uses', async () => {
    const kinds = [...new Map(DEMO_PRODUCTS.map((p) => [p.art.kind, p.art])).values()];
    const images = await Promise.all(kinds.map((art) => renderProductArt(art, 64)));
    for (const image of images) expect(image.length).toBeGreaterThan(0);
  });

  it('draws the same picture every time for the same art', async () => {
    const [first, second] = await Promise.all([renderProductArt(pickle, 96), renderProductArt(pickle, 96)]);
    expect(first.equals(second)).toBe(true);
  });

  it('refuses colours that are not #rrggbb', async () => {
    await expect(renderProductArt({ ...murukku, base: 'red"/><script/>' })).rejects.toThrow('#rrggbb');
  });
});
