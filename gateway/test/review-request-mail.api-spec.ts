import { DEMO_SELLERS } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { mailsTo, waitForMail } from './accounts-helpers';
import {
  address,
  demoSellerTokens,
  newCustomer,
  productsOf,
  rows,
  send,
  setStock,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const PUBLIC_URL = 'https://snacks.example';
const HOW_WAS = /^How was your order /;

/**
 * A few days after a part is delivered (none here: REVIEW_REQUEST_DELAY_DAYS=0, swept every second), its shopper is
 * asked to rate it, once; a shopper who turned order e-mails off is not.
 */
describe('the review request mail after delivery', () => {
  let app: TestApp;
  let seller: string;
  let product: DemoProduct;

  /** A shopper's order of the demo product, shipped and delivered by its seller. */
  const deliveredOrder = async (token: string) => {
    const placed = await send(app, 'POST', '/api/orders', token, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: address,
    });
    expect(placed.status).toBe(201);
    const { id, orderNumber } = placed.body.order;
    for (const status of ['shipped', 'delivered'])
      expect((await send(app, 'PATCH', `/api/orders/${id}/status`, seller, { status })).status).toBe(200);
    return { id, orderNumber };
  };
  const requestsFor = (orderId: string) =>
    rows<{ seller_id: string }>(app, sql`SELECT seller_id FROM "order".review_requests WHERE order_id = ${orderId}`);

  beforeAll(async () => {
    app = await startStandalone({
      REVIEW_REQUEST_DELAY_DAYS: '0',
      REVIEW_REQUEST_SWEEP_SECONDS: '1',
      PUBLIC_URL,
      RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    });
    [seller] = await demoSellerTokens(app);
    [product] = await productsOf(app, DEMO_SELLERS[0].id);
    await setStock(app, product.id, 100);
  }, 300_000);
  afterAll(() => app?.stop());

  it("asks a delivered order's shopper once, linking the product, and not one who turned order e-mails off", async () => {
    const meena = await newCustomer(app, 'Meena');
    const ravi = await newCustomer(app, 'Ravi');
    const off = await send(app, 'PUT', '/api/users/preferences', ravi.token, { orderEmails: false });
    expect(off.status).toBe(200);
    const meenaOrder = await deliveredOrder(meena.token);
    const raviOrder = await deliveredOrder(ravi.token);

    const mail = await waitForMail(app.dataDir, meena.email, HOW_WAS, 30_000);
    expect(mail.subject).toBe(`How was your order ${meenaOrder.orderNumber}?`);
    expect(mail.text).toContain('Hello Meena,');
    expect(mail.text).toContain(`${product.name}: ${PUBLIC_URL}/product/${product.id}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/orders"`);

    // A later shopper's mail comes after several more sweeps: by then a second mail to Meena would be there too.
    const later = await newCustomer(app, 'Kavya');
    await deliveredOrder(later.token);
    await waitForMail(app.dataDir, later.email, HOW_WAS, 30_000);
    expect((await mailsTo(app.dataDir, meena.email)).filter((m) => HOW_WAS.test(m.subject))).toHaveLength(1);
    // Ravi's part was asked about, but the order e-mails switch kept the mail from him.
    expect(await requestsFor(raviOrder.id)).toEqual([{ seller_id: DEMO_SELLERS[0].id }]);
    expect((await mailsTo(app.dataDir, ravi.email)).filter((m) => HOW_WAS.test(m.subject))).toEqual([]);
  });
});
