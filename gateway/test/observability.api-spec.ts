import { DEMO_SELLERS, MAIL_QUEUE, MailJobs, OrderPatterns } from '@thindi/contracts';
import { createLogger, loadConfig, type MetricsServer } from '@thindi/platform';
import { createStandaloneApp } from '@thindi/standalone';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { address, eventually, newCustomer, productsOf, send, setStock } from './orders-helpers';
import type { TestApp } from './standalone-app';

/** Every JSON line the app logged. */
const lines: Array<Record<string, unknown>> = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestApp;
let metricsServer: MetricsServer;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-api-'));
  const config = loadConfig(
    { RATE_LIMIT_EMAIL_PER_MINUTE: '1000', METRICS_PORT: '0' },
    { MODE: 'standalone', DATA_DIR: dataDir },
  );
  const running = await createStandaloneApp(config, createLogger('thindi', 'info', capture));
  await running.app.getHttpAdapter().getInstance().ready();
  metricsServer = (await running.platform.serveMetrics())!;
  running.platform.readiness.markStarted();
  app = {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}, 120_000);
afterAll(() => app?.stop());

const scrape = async (path: string) => {
  const res = await fetch(`http://127.0.0.1:${metricsServer.port}${path}`);
  return { status: res.status, text: await res.text() };
};

describe('one checkout followed by its request id', () => {
  it('appears in the gateway, order and notification lines, and in the metrics', async () => {
    const shopper = await newCustomer(app);
    const [product] = await productsOf(app, DEMO_SELLERS[0].id);
    await setStock(app, product.id, 10);
    const requestId = randomUUID();

    const res = await send(
      app,
      'POST',
      '/api/orders',
      shopper.token,
      { items: [{ productId: product.id, quantity: 1 }], shippingAddress: address, paymentMethod: 'cod' },
      { 'x-request-id': requestId },
    );
    expect(res.status).toBe(201);

    const ofCheckout = () => lines.filter((line) => line.reqId === requestId);
    // The confirmation mail is a job the order service wrote into its outbox; the notification service sends it.
    await eventually(async () =>
      ofCheckout().some((l) => l.msg === 'job' && l.queue === MAIL_QUEUE && l.name === MailJobs.orderConfirmation),
    );
    expect(ofCheckout()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/orders', status: 201 }),
        expect.objectContaining({ msg: 'message', pattern: OrderPatterns.place, outcome: 'ok' }),
        expect.objectContaining({ msg: 'job', queue: MAIL_QUEUE, name: MailJobs.orderConfirmation, outcome: 'ok' }),
      ]),
    );
    for (const line of ofCheckout().filter((l) => ['request', 'message', 'job'].includes(String(l.msg)))) {
      expect(typeof line.ms).toBe('number');
    }

    const { status, text } = await scrape('/metrics');
    expect(status).toBe(200);
    expect(text).toMatch(/^thindi_orders_placed_total\{payment_method="cod",service="thindi",instance="[^"]+"\} 1$/m);
    expect(text).toMatch(
      /^thindi_http_request_duration_seconds_count\{method="POST",route="\/api\/orders",status="201",service="thindi",/m,
    );
    expect(text).toMatch(/^thindi_rpc_server_duration_seconds_count\{pattern="order\.orders\.place",outcome="ok",/m);
    expect(text).toMatch(/^thindi_rpc_client_duration_seconds_count\{pattern="order\.orders\.place",outcome="ok",/m);
    expect(text).toMatch(/^thindi_stock_reservations_open\{[^}]*\} \d+$/m);
    expect(text).toMatch(/^thindi_jobs\{queue="mail",state="failed",[^}]*\} 0$/m);
    expect(text).toMatch(/^thindi_db_pool_connections\{state="total",[^}]*\} 1$/m);
    expect(text).toMatch(/^thindi_outbox_backlog\{[^}]*\} \d+$/m);
    expect(text).toMatch(/^thindi_ready\{[^}]*\} 1$/m);
  });

  it('answers liveness and readiness on the metrics port, not on the public one', async () => {
    expect(await scrape('/health/live')).toMatchObject({ status: 200 });
    expect(JSON.parse((await scrape('/health/ready')).text)).toMatchObject({ status: 'ready', ready: true });
    expect((await send(app, 'GET', '/api/metrics')).status).toBe(404);
  });
});
