import { DEMO_SELLERS, MAIL_QUEUE, MailJobs, OrderPatterns } from '@thindi/contracts';
import { createLogger, loadConfig, type MetricsServer } from '@thindi/platform';
import { metricSample } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { waitUntil } from '@thindi/platform/testing';
import { address, newCustomer, productsOf, send, setStock } from './orders-helpers';
import { copyFirstStart, createStandaloneApp, type TestApp } from './standalone-app';

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
  const env = { RATE_LIMIT_EMAIL_PER_MINUTE: '1000', METRICS_PORT: '0' };
  await copyFirstStart(dataDir, env);
  const config = loadConfig(env, { MODE: 'standalone', DATA_DIR: dataDir });
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
}, 300_000);
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
    await waitUntil('the confirmation mail job is logged', async () =>
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
    const sample = (name: string, labels: Record<string, string> = {}) =>
      metricSample(text, name, { service: 'thindi', ...labels });
    expect(sample('thindi_orders_placed_total', { payment_method: 'cod' })).toBe(1);
    expect(sample('thindi_orders_placed_value_rupees_total')).toBeGreaterThan(0);
    const checkout = { method: 'POST', route: '/api/orders', status: '201' };
    expect(sample('thindi_http_request_duration_seconds_count', checkout)).toBe(1);
    const place = { pattern: OrderPatterns.place, outcome: 'ok' };
    expect(sample('thindi_rpc_server_duration_seconds_count', place)).toBe(1);
    expect(sample('thindi_rpc_client_duration_seconds_count', place)).toBe(1);
    expect(sample('thindi_stock_reservations_open')).toBeGreaterThanOrEqual(0);
    expect(sample('thindi_tickets_overdue')).toBeGreaterThanOrEqual(0);
    expect(sample('thindi_jobs', { queue: MAIL_QUEUE, state: 'failed' })).toBe(0);
    expect(sample('thindi_db_pool_connections', { state: 'total' })).toBe(1);
    expect(sample('thindi_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample('thindi_dead_letters')).toBe(0);
    expect(sample('thindi_ready')).toBe(1);
  });

  it('answers liveness and readiness on the metrics port, not on the public one', async () => {
    expect(await scrape('/health/live')).toMatchObject({ status: 200 });
    expect(JSON.parse((await scrape('/health/ready')).text)).toMatchObject({ status: 'ready', ready: true });
    expect((await send(app, 'GET', '/api/metrics')).status).toBe(404);
  });
});
