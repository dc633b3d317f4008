import { Client } from 'pg';
import { Deployment, freePort, serversAvailable, waitFor, type Proc, servicesUp } from './distributed-harness';
import { signUpOverHttp } from './http-signup';
import { MailCatcher } from './mail-catcher';

const required = process.env.CI === 'true';
const SERVICES = ['auth', 'seller', 'catalog', 'order', 'notification'];
const address = {
  type: 'home',
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};

/**
 * Orders across processes: gateway, auth, seller, catalog, order and notification apart, on NATS
 * JetStream, PostgreSQL and BullMQ on Redis, with an SMTP catcher.
 */
describe('distributed mode: orders, stock and order mails', () => {
  const deployment = new Deployment();
  const mail = new MailCatcher();
  let base = '';
  let available = true;
  let db: Client;
  let notification: Proc;
  let token = '';
  let email = '';
  let productId = '';

  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const order = () => post('/api/orders', { items: [{ productId, quantity: 1 }], shippingAddress: address });
  const stock = async () =>
    (await db.query<{ s: number }>('SELECT stock_quantity AS s FROM catalog.products WHERE id = $1', [productId]))
      .rows[0].s;

  /** The confirmation of one order (the earlier orders' mails may still be arriving). */
  const confirmation = async (orderNumber: string, ms: number) => {
    await waitFor(async () => mail.mails.some((m) => m.to.includes(email) && m.subject.includes(orderNumber)), ms);
    return mail.mails.find((m) => m.subject.includes(orderNumber));
  };

  beforeAll(async () => {
    available = await serversAvailable();
    if (!available) {
      if (required) throw new Error('NATS, PostgreSQL and Redis must be running for the distributed tests (CI=true)');
      return;
    }
    await deployment.create({ SMTP_URL: await mail.start(), SEED_DEMO: 'true', RATE_LIMIT_EMAIL_PER_MINUTE: '1000' });
    // A stopped notification process may reset its pooled SMTP connection; the catcher must not crash the run.
    (mail as unknown as { server?: { on(event: 'error', listener: () => void): void } }).server?.on('error', () => {});
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    for (const service of SERVICES) {
      const proc = deployment.start(service, `services/${service}/dist/main.js`);
      if (service === 'notification') notification = proc;
    }
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(port) });
    await servicesUp(base, SERVICES, 90_000, deployment.procs);
    db = new Client({ connectionString: deployment.env.DATABASE_URL });
    await db.connect();
    const [first] = (
      await db.query<{ id: string }>('SELECT id FROM catalog.products WHERE is_active ORDER BY id LIMIT 1')
    ).rows;
    productId = first.id;
    email = `orders.${deployment.id}@example.in`;
    token = await signUpOverHttp(base, mail, email);
  }, 150_000);

  afterAll(async () => {
    if (!available) return;
    await db.end();
    // A graceful stop lets the mailers close their SMTP connections (a killed one resets the catcher's socket).
    for (const proc of deployment.procs.filter((p) => p.child.exitCode === null)) proc.child.kill('SIGTERM');
    await Promise.all(deployment.procs.map((p) => p.exited));
    await deployment.destroy();
    await mail.stop();
  }, 60_000);

  it('sells a product with stock 5 to exactly 5 of 50 parallel orders and ends at stock 0', async () => {
    if (!available) return;
    await db.query(
      'UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN 5 ELSE 0 END WHERE product_id = $1',
      [productId],
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await order();
        return { status: res.status, body: await res.text() };
      }),
    );
    const statuses = answers.map((a) => a.status);
    const tally = Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]));
    const refusals = [...new Set(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.body))];
    process.stdout.write(
      `distributed: ${tally[201] ?? 0} of 50 orders placed, answers ${JSON.stringify(tally)}` +
        (refusals.length ? `, other answers: ${refusals.slice(0, 3).join(' | ')}` : '') +
        '\n',
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stock()).toBe(0);
  });

  it('gives a coupon with 5 uses left to exactly 5 of 20 parallel orders; the others are refused and place nothing', async () => {
    if (!available) return;
    await db.query(
      'UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN 100 ELSE 0 END WHERE product_id = $1',
      [productId],
    );
    const code = `RUSH${deployment.id
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 8)
      .toUpperCase()}`;
    await db.query(
      `INSERT INTO "order".coupons (id, code, funder, kind, percent_bps, min_subtotal_paise, starts_at, ends_at,
         usage_limit, per_customer_limit, status, used, created_by)
       VALUES (gen_random_uuid(), $1, 'platform', 'percent', 1000, 0, now() - interval '1 day', now() + interval '1 day',
         5, 20, 'active', 0, 'admin')`,
      [code],
    );
    const placedBefore = (await db.query<{ n: string }>('SELECT count(*) AS n FROM "order".orders')).rows[0].n;
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await post('/api/orders', {
          items: [{ productId, quantity: 1 }],
          shippingAddress: address,
          couponCode: code,
        });
        return { status: res.status, body: (await res.json()) as { code?: string; order?: { coupon?: unknown } } };
      }),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(5);
    expect(placed.every((a) => a.body.order?.coupon)).toBe(true);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(
      Array.from({ length: 15 }, () => [409, 'ORDER.COUPON_UNAVAILABLE']),
    );
    const orders = await db.query<{ n: string }>('SELECT count(*) AS n FROM "order".orders');
    expect(Number(orders.rows[0].n) - Number(placedBefore)).toBe(5);
    const uses = await db.query<{ used: number }>('SELECT used FROM "order".coupons WHERE code = $1', [code]);
    expect(uses.rows[0].used).toBe(5);
    // The refused orders' held stock went back: only the 5 placed took theirs.
    await waitFor(async () => (await stock()) === 95, 20_000);
  });

  it('sends the confirmation mail through BullMQ and the notification service to SMTP', async () => {
    if (!available) return;
    await db.query(
      'UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN 100 ELSE 0 END WHERE product_id = $1',
      [productId],
    );
    const asked = Date.now();
    const res = await order();
    expect(res.status).toBe(201);
    const { order: placed } = (await res.json()) as { order: { orderNumber: string } };
    const message = await confirmation(placed.orderNumber, 30_000);
    expect(message?.subject).toBe(`Your Thindi order ${placed.orderNumber} is confirmed`);
    process.stdout.write(`distributed: confirmation mail after ${(message?.receivedAt ?? 0) - asked} ms\n`);
  });

  it('still delivers the confirmation when notification was down while the order was placed', async () => {
    if (!available) return;
    notification.child.kill('SIGTERM');
    await notification.exited;
    const res = await order();
    expect(res.status).toBe(201);
    const { order: placed } = (await res.json()) as { order: { orderNumber: string } };
    // The confirmation's job has left the order's outbox for the queue, where only notification takes it.
    await waitFor(
      async () => (await db.query('SELECT 1 FROM "order".outbox WHERE dead_at IS NULL')).rowCount === 0,
      30_000,
    );
    const restarted = Date.now();
    deployment.start('notification#2', 'services/notification/dist/main.js');
    const message = await confirmation(placed.orderNumber, 60_000);
    expect(message?.receivedAt).toBeGreaterThanOrEqual(restarted);
  }, 90_000);

  it('releases the stock through order.status-changed on JetStream when the shopper cancels', async () => {
    if (!available) return;
    const before = await stock();
    const { order: placed } = (await (await order()).json()) as { order: { id: string } };
    expect(await stock()).toBe(before - 1);
    const res = await fetch(`${base}/api/orders/${placed.id}/cancel`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ reason: 'Cancelled by customer' }),
    });
    expect(res.status).toBe(200);
    await waitFor(async () => (await stock()) === before, 15_000);
  });
});
