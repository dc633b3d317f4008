import {
  CatalogPatterns,
  CatalogStockPatterns,
  type ProductResponse,
  type ReleaseStockResult,
  type ReserveStockResult,
  type SellerProductResponse,
} from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { addProductsForSale } from '../../test/products-for-sale';
import { CatalogModule } from '../catalog.module';
import { ensureDefaultPacks } from './packs';
import { catalogTables, products, productVariants, sellers } from './schema';

/** Every product is sold in packs: older single-size products get their default pack, and it moves with orders. */
describe('catalog packs', () => {
  let service: ServiceUnderTest;
  const db = () => service.platform.db.drizzle(catalogTables);
  const product = (id: string) =>
    service.platform.client.query<ProductResponse>(CatalogPatterns.getProduct, { id }).then((r) => r.product);

  beforeAll(async () => {
    service = await startServiceForTest('catalog', CatalogModule);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('gives an older product one default pack from its weight, price, original price and stock', async () => {
    const [id] = await addProductsForSale(service.platform, 1);
    const shown = await product(id);
    expect(shown).toMatchObject({ price: 120, originalPrice: null, weight: '200g', stockQuantity: 5, inStock: true });
    expect(shown.variants).toEqual([
      {
        id: expect.any(String),
        label: '200g',
        netQuantity: { value: 200, unit: 'g' },
        price: 120,
        mrp: 126,
        unitPrice: { amount: 0.63, per: '1 g' },
        stockQuantity: 5,
        inStock: true,
        sku: null,
        isDefault: true,
        version: 1,
      },
    ]);
    expect(await ensureDefaultPacks(db())).toBe(0);
  });

  it('tells the seller what it guessed: a weight it could not read, an MRP it set', async () => {
    const sellerId = randomUUID();
    await db().insert(sellers).values({ id: sellerId, businessName: 'Amma Snacks', isVerified: true, isActive: true });
    const [row] = await db()
      .insert(products)
      .values({
        sellerId,
        slug: `gift-box-${randomUUID()}`,
        name: 'Gift box',
        description: 'Assorted sweets',
        category: 'sweet',
        weight: '2 x 100 g',
        pricePaise: 49_999,
        images: ['product-images/gift-box.webp'],
        stockQuantity: 2,
      })
      .returning({ id: products.id });
    expect(await ensureDefaultPacks(db())).toBe(1);
    const { product: mine } = await service.platform.client.query<SellerProductResponse>(CatalogPatterns.getMine, {
      principal: { id: sellerId, role: 'seller', email: 'amma@example.in' },
      input: { id: row.id },
    });
    expect(mine.variants[0]).toMatchObject({ label: '2 x 100 g', netQuantity: { value: 1, unit: 'pcs' }, mrp: 525 });
    expect(mine.variants[0].unitPrice).toEqual({ amount: 524.99, per: '1 pc' });
    expect(mine.packNotes).toEqual([
      "2 x 100 g: We could not read the weight '2 x 100 g' as a size: it is sold as 1 pc until you set it. " +
        'Its MRP was set to ₹525.00, the price with GST rounded up: check it against the label.',
    ]);
  });

  it("moves the default pack's stock with the product's when an order reserves and releases it", async () => {
    const [id] = await addProductsForSale(service.platform, 1);
    const packStock = async () =>
      (await db().select().from(productVariants).where(eq(productVariants.productId, id)))[0].stockQuantity;
    const orderId = randomUUID();
    const reserved = await service.platform.client.command<ReserveStockResult>(CatalogStockPatterns.reserve, {
      orderId,
      lines: [{ productId: id, quantity: 3 }],
    });
    expect(reserved.ok).toBe(true);
    expect(await packStock()).toBe(2);
    await service.platform.client.command<ReleaseStockResult>(CatalogStockPatterns.release, { orderId });
    expect(await packStock()).toBe(5);
    expect((await product(id)).variants[0]).toMatchObject({ stockQuantity: 5, version: 3 });
  });
});
