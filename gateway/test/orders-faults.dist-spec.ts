import { DEMO_SELLERS } from '@thindi/contracts';
import { TokenService } from '@thindi/platform';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { Client } from 'pg';
import { Deployment, freePort, serversAvailable, waitFor, type Proc, servicesUp } from './distributed-harness';
import { signUpOverHttp } from './http-signup';
import { MailCatcher } from './mail-catcher';
import { address } from './orders-helpers';

const required = process.env.CI === 'true';
const SERVICES = ['auth', 'seller', 'catalog', 'order', 'notification'];
const STOCK = 100_000;
/** Time the scenario takes (shoppers ordering, a broker down): paces the load, never waits for a result. */
const pace = (ms: number) => new Promise((r) => setTimeout(r, ms));
const report = (line: string) => process.stdout.write(`faults: ${line}\n`);

/** A NATS server of this test's own (with JetStream on disk), so it can be stopped without touching the machine's. */
class OwnNats {
  private proc: ChildProcess | undefined;
  private exited: Promise<unknown> = Promise.resolve();
  readonly dir = mkdtempSync(join(tmpdir(), 'thindi-nats-'));
  port = 0;

  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    const binary = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
    const proc = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', this.dir], {
      stdio: 'ignore',
    });
    this.proc = proc;
    this.exited = new Promise((resolve) => proc.once('exit', resolve));
    await waitFor(async () => {
      const nc = await connect({ servers: this.url, timeout: 500, reconnect: false });
      await nc.close();
      return true;
    }, 20_000);
  }

  /** A clean stop (SIGTERM): what an operator's restart or an upgrade of the broker does. */
  async stop(): Promise<void> {
    this.proc?.kill('SIGTERM');
    await this.exited;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Orders under faults, across processes on NATS JetStream (its own server), PostgreSQL and BullMQ on Redis:
 * a service or the broker goes away while shoppers order, and afterwards nothing is lost: every placed order
 * keeps its stock, every order.placed event is in the stream, every mail arrives, no stock stays held.
 */
describe('distributed mode: orders under faults', () => {
  const deployment = new Deployment();
  const nats = new OwnNats();
  const mail = new MailCatcher();
  let available = true;
  let base = '';
  let db: Client;
  let bus: NatsConnection | undefined;
  const procs: Record<string, Proc> = {};
  const shoppers: string[] = [];
  let productId = '';
  let raced = { id: '', sellerId: '' };

  const query = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
  const order = async (token: string, product = productId, quantity = 1) => {
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        items: [{ productId: product, quantity }],
        shippingAddress: address,
        paymentMethod: 'cod',
      }),
      signal: AbortSignal.timeout(20_000),
    }).catch(() => undefined);
    if (!res) return { status: 0, body: undefined };
    return {
      status: res.status,
      body: (await res.json().catch(() => undefined)) as { order?: { orderNumber: string } },
    };
  };

  /** `clients` shoppers order one after another until `during` has run and `tail` ms more have passed. */
  const underLoad = async (clients: number, during: () => Promise<void>, tail = 2000) => {
    const counts = { placed: 0, refused: 0, failed: 0 };
    let stop = false;
    const shopper = async (c: number) => {
      while (!stop) {
        const { status } = await order(shoppers[c % shoppers.length]);
        if (status === 201) counts.placed++;
        else if (status >= 400 && status < 500) counts.refused++;
        else {
          counts.failed++;
          await pace(100);
        }
      }
    };
    const running = Array.from({ length: clients }, (_, c) => shopper(c));
    await during();
    await pace(tail);
    stop = true;
    await Promise.all(running);
    return counts;
  };

  /** Stock now, and the quantities of the product in orders that stand. */
  const ledger = async (product = productId) => {
    const [row] = await query<{ stock: number; sold: number; held: number }>(
      `SELECT p.stock_quantity AS stock,
        (SELECT coalesce(sum((i->>'quantity')::int), 0)::int FROM "order".orders o, jsonb_array_elements(o.items) i
          WHERE o.status <> 'cancelled' AND i->>'productId' = $1::text) AS sold,
        (SELECT count(*)::int FROM catalog.reservations WHERE status = 'held') AS held
       FROM catalog.products p WHERE p.id = $1::uuid`,
      [product],
    );
    return row;
  };
  /** Waits until no stock is held and the product's stock plus what standing orders took is `start` again. */
  const settled = async (product = productId, start = STOCK) => {
    let last = await ledger(product);
    try {
      await waitFor(async () => {
        last = await ledger(product);
        return last.held === 0 && last.stock + last.sold === start;
      }, 90_000);
    } catch {
      const held = await query('SELECT order_id, status, expires_at FROM catalog.reservations WHERE status = $1', [
        'held',
      ]);
      throw new Error(`not settled: ${JSON.stringify({ start, ...last, held })}`);
    }
  };

  beforeAll(async () => {
    available = await serversAvailable();
    if (!available) {
      if (required) throw new Error('NATS, PostgreSQL and Redis must be running for the distributed tests (CI=true)');
      return;
    }
    await nats.start();
    await deployment.create({
      NATS_URL: nats.url,
      SMTP_URL: await mail.start(),
      SEED_DEMO: 'true',
      RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
      RESERVATION_TTL_SECONDS: '3',
      RESERVATION_SWEEP_SECONDS: '1',
    });
    // A stopped notification process may reset its pooled SMTP connection; the catcher must not crash the run.
    (mail as unknown as { server?: { on(event: 'error', listener: () => void): void } }).server?.on('error', () => {});
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    for (const service of SERVICES) procs[service] = deployment.start(service, `services/${service}/dist/main.js`);
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(port) });
    await servicesUp(base, SERVICES, 120_000, deployment.procs);
    db = new Client({ connectionString: deployment.env.DATABASE_URL });
    await db.connect();
    const products = await query<{ id: string; sellerId: string }>(
      `SELECT id, seller_id AS "sellerId" FROM catalog.products WHERE is_active ORDER BY id LIMIT 2`,
    );
    productId = products[0].id;
    raced = products[1];
    await query(
      'UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN $1 ELSE 0 END WHERE product_id = $2',
      [STOCK, productId],
    );
    for (let i = 0; i < 6; i++)
      shoppers.push(await signUpOverHttp(base, mail, `faults.${i}.${deployment.id}@example.in`, `Iyer ${i}`));
    bus = await connect({ servers: nats.url, maxReconnectAttempts: -1 });
  }, 240_000);

  afterAll(async () => {
    if (!available) return;
    await bus?.close().catch(() => undefined);
    await db?.end();
    for (const proc of deployment.procs.filter((p) => p.child.exitCode === null)) proc.child.kill('SIGTERM');
    await Promise.all(deployment.procs.map((p) => p.exited));
    await deployment.destroy();
    await nats.stop();
    nats.remove();
    await mail.stop();
  }, 90_000);

  it('delivers every confirmation mail of the orders placed while notification was down', async () => {
    if (!available) return;
    procs.notification.child.kill('SIGTERM');
    await procs.notification.exited;
    const placed = await Promise.all(shoppers.concat(shoppers).map((token) => order(token)));
    expect(placed.map((p) => p.status)).toEqual(placed.map(() => 201));
    const numbers = placed.map((p) => p.body!.order!.orderNumber);
    // Every confirmation job has left the order's outbox for the queue, where only notification takes it.
    await waitFor(
      async () => (await query('SELECT 1 FROM "order".outbox WHERE dead_at IS NULL')).length === 0,
      30_000,
      [procs.order],
    );
    const delivered = () => numbers.filter((n) => mail.mails.some((m) => m.subject.includes(n))).length;
    const beforeRestart = delivered();
    procs.notification = deployment.start('notification#2', 'services/notification/dist/main.js');
    await waitFor(async () => delivered() === numbers.length, 90_000, [procs.notification]);
    report(
      `notification down: ${numbers.length} orders placed, ${beforeRestart} mails while down, ` +
        `${delivered()} of ${numbers.length} confirmations after its restart (lost: ${numbers.length - delivered()})`,
    );
    expect(beforeRestart).toBe(0);
  }, 150_000);

  it('sells exactly what 50 parallel orders took while the seller edits the stock, reloading after each 409', async () => {
    if (!available) return;
    const seller = DEMO_SELLERS.find((s) => s.id === raced.sellerId)!;
    const email = `racing-seller.${deployment.id}@example.in`;
    await query(
      `INSERT INTO seller.sellers (id, business_name, owner_name, email, phone, business_type, pan_number, address,
        bank_account_number, bank_ifsc_code, bank_account_holder_name, bank_name, documents, password_hash, is_verified)
       VALUES ($1, $2, 'Owner', $3, '9876543210', 'company', 'ABCDE1234F',
        '{"street":"a","city":"Madurai","state":"Tamil Nadu","pincode":"625001"}'::jsonb, '123456789', 'SBIN0001234', 'Owner',
        'SBI', '{}'::jsonb, 'x', true) ON CONFLICT DO NOTHING`,
      [seller.id, seller.businessName, email],
    );
    const token = new TokenService(deployment.env.JWT_SECRET).sign({ id: seller.id, role: 'seller', email });
    const start = 1000;
    await query(
      'UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN $1 ELSE 0 END WHERE product_id = $2',
      [start, raced.id],
    );
    const call = async (method: string, body?: unknown) => {
      const path = method === 'GET' ? `/api/products/seller/my-products/${raced.id}` : `/api/products/${raced.id}`;
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as { product: Record<string, unknown> } };
    };
    let conflicts = 0;
    const restock = async (times: number) => {
      for (let done = 0; done < times;) {
        const { product: form } = (await call('GET')).body;
        const { name, description, price, originalPrice, category, ingredients, weight, images, featured } = form;
        const saved = await call('PUT', {
          ...{ name, description, price, category, ingredients, weight, images, featured },
          ...(originalPrice ? { originalPrice } : {}),
          stockQuantity: (form.stockQuantity as number) + 10,
          version: form.version,
        });
        if (saved.status === 200) done++;
        else {
          expect(saved.status).toBe(409);
          conflicts++;
        }
      }
    };
    const [orders] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, (_, i) => order(shoppers[i % shoppers.length], raced.id))),
      restock(3),
    ]);
    const placed = orders.filter((o) => o.status === 201).length;
    await settled(raced.id, start + 30);
    const { stock } = await ledger(raced.id);
    report(
      `stock race: ${placed} of 50 orders placed, 3 restocks of +10 after ${conflicts} stale saves (409), stock ${start} → ${stock}`,
    );
    expect(placed).toBe(50);
    expect(stock).toBe(start + 30 - 50);
  }, 120_000);

  it('gives back the stock held by an order service killed between reserve and write, after the sweep', async () => {
    if (!available) return;
    // The reserve of an order whose service died before writing it, sent as that service would have sent it.
    const orphan = randomUUID();
    const subject = `${deployment.env.NATS_PREFIX}catalog.stock.reserve`;
    const data = { orderId: orphan, lines: [{ productId, quantity: 3 }] };
    await bus!.request(subject, JSON.stringify({ pattern: 'catalog.stock.reserve', data, id: randomUUID() }), {
      timeout: 10_000,
    });
    let orphans = 0;
    const counts = await underLoad(8, async () => {
      await pace(1500);
      procs.order.child.kill('SIGKILL');
      await procs.order.exited;
      [{ orphans }] = await query<{ orphans: number }>(
        `SELECT count(*)::int AS orphans FROM catalog.reservations r WHERE r.status = 'held'
          AND NOT EXISTS (SELECT 1 FROM "order".orders o WHERE o.id = r.order_id)`,
      );
      procs.order = deployment.start('order#2', 'services/order/dist/main.js');
    });
    await settled();
    const { stock, sold } = await ledger();
    report(
      `order service killed (SIGKILL) under load: ${counts.placed} placed, ${counts.failed} failed while it was down, ` +
        `${orphans} reservations without an order at the kill; after the sweep stock ${stock} + sold ${sold} = ` +
        `${stock + sold} of ${STOCK} (lost: ${STOCK - stock - sold})`,
    );
    const [{ status }] = await query<{ status: string }>(
      'SELECT status FROM catalog.reservations WHERE order_id = $1',
      [orphan],
    );
    expect(status).toBe('released');
    expect(stock + sold).toBe(STOCK);
  }, 180_000);

  it('loses no order.placed event when NATS stops for 3 s while shoppers order', async () => {
    if (!available) return;
    const counts = await underLoad(
      6,
      async () => {
        await pace(1500);
        await nats.stop();
        await pace(3000);
        await nats.start();
      },
      4000,
    );
    const stream = `${deployment.env.NATS_PREFIX}EVENTS`;
    const placedSubject = `${deployment.env.NATS_PREFIX}events.order.placed`;
    const eventsInStream = async () => {
      const jsm = await bus!.jetstreamManager();
      const info = await jsm.streams.info(stream, { subjects_filter: placedSubject });
      return (info.state.subjects as Record<string, number> | undefined)?.[placedSubject] ?? 0;
    };
    const orderCount = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM "order".orders'))[0].n;
    await waitFor(async () => {
      const [{ waiting }] = await query<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM "order".outbox WHERE dead_at IS NULL',
      );
      return waiting === 0 && (await eventsInStream()) === (await orderCount());
    }, 90_000);
    await settled();
    const orders = await orderCount();
    const events = await eventsInStream();
    const { stock, sold } = await ledger();
    report(
      `NATS stopped for 3 s under load: ${counts.placed} placed, ${counts.failed} failed while it was down; ` +
        `${orders} orders and ${events} order.placed events in the stream (lost: ${orders - events}); ` +
        `stock + sold = ${stock + sold} of ${STOCK}`,
    );
    expect(events).toBe(orders);
    expect(stock + sold).toBe(STOCK);
  }, 180_000);
});
