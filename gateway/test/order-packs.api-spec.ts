import { DEMO_SELLERS, type Cart } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { address, newCustomer, productsOf, rows, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

interface Pack {
  id: string;
  label: string;
  pricePaise: number;
  stock: number;
}

let app: TestApp;
let pak: DemoProduct;
let small: Pack;
let large: Pack;

const cartOf = (res: { body: unknown }) => (res.body as { cart: Cart }).cart;
const packsOf = (productId: string) =>
  rows<Pack>(
    app,
    sql`SELECT id, label, price_paise AS "pricePaise", stock_quantity AS stock FROM catalog.product_variants
         WHERE product_id = ${productId} ORDER BY is_default DESC, position`,
  );

/** A second pack of the product, as a seller's save of its pack list would add it: '2 kg' at thrice its price. */
async function addLargePack(product: DemoProduct): Promise<Pack> {
  const [added] = await rows<Pack>(
    app,
    sql`INSERT INTO catalog.product_variants
          (product_id, seller_id, position, label, net_value, net_unit, price_paise, mrp_paise, stock_quantity)
        SELECT ${product.id}, ${product.sellerId}, 99, '2 kg', 2, 'kg', ${product.pricePaise * 3},
               ${product.pricePaise * 4}, 20
        RETURNING id, label, price_paise AS "pricePaise", stock_quantity AS stock`,
  );
  return added;
}

beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [pak] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, pak.id, 50);
  large = await addLargePack(pak);
  [small] = await packsOf(pak.id);
}, 300_000);
afterAll(() => app?.stop());

describe('packs in carts and orders', () => {
  it('two packs of one product are two lines', async () => {
    const { token } = await newCustomer(app);
    await send(app, 'PUT', `/api/cart/lines/${pak.id}`, token, { quantity: 2 });
    const res = await send(app, 'PUT', `/api/cart/lines/${pak.id}`, token, { quantity: 1, variantId: large.id });
    expect(res.status).toBe(200);
    expect(cartOf(res).lines.map((l) => [l.productId, l.variantId, l.variantLabel, l.quantity, l.price])).toEqual([
      [pak.id, small.id, small.label, 2, small.pricePaise / 100],
      [pak.id, large.id, '2 kg', 1, large.pricePaise / 100],
    ]);
    const removed = await send(app, 'DELETE', `/api/cart/lines/${pak.id}?variantId=${large.id}`, token);
    expect(cartOf(removed).lines.map((l) => [l.variantId, l.quantity])).toEqual([[small.id, 2]]);
    const bad = await send(app, 'DELETE', `/api/cart/lines/${pak.id}?variantId=2kg`, token);
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: 'variantId must be a pack id' } });
  });

  it('an order without variantId buys the default pack', async () => {
    const { token } = await newCustomer(app);
    const res = await send(app, 'POST', '/api/orders', token, {
      items: [{ productId: pak.id, quantity: 2 }],
      shippingAddress: address,
    });
    expect(res.status).toBe(201);
    expect(res.body.order.items).toEqual([
      expect.objectContaining({
        productId: pak.id,
        variantId: small.id,
        variantLabel: small.label,
        price: small.pricePaise / 100,
        quantity: 2,
      }),
    ]);
    const after = await packsOf(pak.id);
    expect(after.map((p) => [p.id, p.stock])).toEqual([
      [small.id, small.stock - 2],
      [large.id, large.stock],
    ]);
  });

  it('an order of two packs of one product has a line for each, named by its pack', async () => {
    const { token } = await newCustomer(app);
    const res = await send(app, 'POST', '/api/orders', token, {
      items: [
        { productId: pak.id, variantId: large.id, quantity: 1 },
        { productId: pak.id, quantity: 1 },
      ],
      shippingAddress: address,
    });
    expect(res.status).toBe(201);
    expect(res.body.order.items.map((i) => [i.variantId, i.variantLabel, i.price])).toEqual([
      [large.id, '2 kg', large.pricePaise / 100],
      [small.id, small.label, small.pricePaise / 100],
    ]);
  });
});
