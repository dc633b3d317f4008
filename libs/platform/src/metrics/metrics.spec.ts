import { metricSample } from '../testing/metric-sample';
import { Metrics } from './metrics';
import { startMetricsServer, type ReadinessReport } from './metrics-server';
import { Readiness } from './readiness';

const NAMES = [
  'thindi_http_request_duration_seconds',
  'thindi_rpc_client_duration_seconds',
  'thindi_rpc_server_duration_seconds',
  'thindi_jetstream_consumer_pending',
  'thindi_jetstream_consumer_redelivered',
  'thindi_jetstream_consumer_ack_pending',
  'thindi_outbox_backlog',
  'thindi_outbox_oldest_age_seconds',
  'thindi_dead_letters',
  'thindi_jobs',
  'thindi_db_pool_connections',
  'thindi_ready',
];

describe('Metrics', () => {
  it('names every metric, with the service and instance on each, beside Node’s own', async () => {
    const text = await new Metrics('order', 'host-1:42').text();
    for (const name of NAMES) expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="order",instance="host-1:42"\} /m);
    expect(text).toMatch(/^thindi_ready\{service="order",instance="host-1:42"\} 0$/m);
  });

  it('observes request/reply times in the histograms by pattern and outcome', async () => {
    const metrics = new Metrics('gateway', 'h:1');
    metrics.rpcClientDuration.observe({ pattern: 'order.orders.place', outcome: 'timeout' }, 0.3);
    metrics.rpcServerDuration.observe({ pattern: 'order.orders.place', outcome: 'ok' }, 0.02);
    metrics.httpRequestDuration.observe({ method: 'GET', route: '/api/orders/:id', status: '200' }, 0.004);
    const text = await metrics.text();
    const client = { pattern: 'order.orders.place', outcome: 'timeout', service: 'gateway', instance: 'h:1' };
    expect(metricSample(text, 'thindi_rpc_client_duration_seconds_bucket', { ...client, le: '0.5' })).toBe(1);
    expect(metricSample(text, 'thindi_rpc_client_duration_seconds_bucket', { ...client, le: '0.25' })).toBe(0);
    expect(metricSample(text, 'thindi_rpc_client_duration_seconds_sum', client)).toBeCloseTo(0.3);
    const server = { pattern: 'order.orders.place', outcome: 'ok' };
    expect(metricSample(text, 'thindi_rpc_server_duration_seconds_count', server)).toBe(1);
    const http = { method: 'GET', route: '/api/orders/:id', status: '200' };
    expect(metricSample(text, 'thindi_http_request_duration_seconds_count', http)).toBe(1);
  });

  it('reads the gauges when scraped: outboxes summed, jobs by state, pool, lag, dead letters', async () => {
    const metrics = new Metrics('catalog', 'h:1');
    let backlog = 3;
    metrics.watchOutbox('outbox:catalog', async () => ({ entries: backlog, oldestAgeSeconds: 12 }));
    // A second relay on the same table is not counted twice.
    metrics.watchOutbox('outbox:catalog', async () => ({ entries: 99, oldestAgeSeconds: 99 }));
    const unwatch = metrics.watchOutbox('outbox:other', async () => ({ entries: 1, oldestAgeSeconds: 40 }));
    metrics.readFrom({
      ready: () => true,
      jobs: async () => [{ queue: 'mail', waiting: 2, active: 1, delayed: 0, failed: 4 }],
      pool: () => ({ total: 5, idle: 3, waiting: 0 }),
      consumers: async () => [
        { stream: 'EVENTS', consumer: 'catalog_order', pending: 7, redelivered: 1, ackPending: 2 },
      ],
      deadLetters: async () => 6,
    });
    let text = await metrics.text();
    expect(text).toMatch(/^thindi_outbox_backlog\{[^}]*\} 4$/m);
    expect(text).toMatch(/^thindi_outbox_oldest_age_seconds\{[^}]*\} 40$/m);
    expect(text).toMatch(/^thindi_jobs\{queue="mail",state="waiting",[^}]*\} 2$/m);
    expect(text).toMatch(/^thindi_jobs\{queue="mail",state="failed",[^}]*\} 4$/m);
    expect(text).toMatch(/^thindi_db_pool_connections\{state="idle",[^}]*\} 3$/m);
    expect(text).toMatch(/^thindi_jetstream_consumer_pending\{stream="EVENTS",consumer="catalog_order",[^}]*\} 7$/m);
    expect(text).toMatch(
      /^thindi_jetstream_consumer_redelivered\{stream="EVENTS",consumer="catalog_order",[^}]*\} 1$/m,
    );
    expect(text).toMatch(
      /^thindi_jetstream_consumer_ack_pending\{stream="EVENTS",consumer="catalog_order",[^}]*\} 2$/m,
    );
    expect(text).toMatch(/^thindi_dead_letters\{[^}]*\} 6$/m);
    expect(text).toMatch(/^thindi_ready\{[^}]*\} 1$/m);

    backlog = 0;
    unwatch();
    text = await metrics.text();
    expect(text).toMatch(/^thindi_outbox_backlog\{[^}]*\} 0$/m);
    expect(text).toMatch(/^thindi_outbox_oldest_age_seconds\{[^}]*\} 12$/m);
  });

  it('does not fail a scrape for a source that fails: labelled samples are left out, a figure keeps its last value', async () => {
    const metrics = new Metrics('order', 'h:1');
    let deadLetters = () => Promise.resolve(2);
    metrics.readFrom({ jobs: () => Promise.reject(new Error('redis is down')), deadLetters: () => deadLetters() });
    let held = () => Promise.resolve(5);
    const remove = metrics.scrapedGauge('thindi_stock_reservations_open', 'held', () => held());
    let text = await metrics.text();
    expect(metricSample(text, 'thindi_stock_reservations_open')).toBe(5);
    deadLetters = held = () => Promise.reject(new Error('the database is down'));
    text = await metrics.text();
    expect(metricSample(text, 'thindi_jobs')).toBeUndefined();
    expect(metricSample(text, 'thindi_dead_letters')).toBe(2);
    expect(metricSample(text, 'thindi_stock_reservations_open')).toBe(5);
    remove();
    expect(await metrics.text()).not.toContain('thindi_stock_reservations_open');
  });

  it('gives one counter per name however often it is asked for', async () => {
    const metrics = new Metrics('order', 'h:1');
    metrics.counter('thindi_orders_placed_total', 'Orders placed', ['payment_method']).inc({ payment_method: 'upi' });
    metrics.counter('thindi_orders_placed_total', 'Orders placed', ['payment_method']).inc({ payment_method: 'upi' });
    expect(await metrics.text()).toMatch(/^thindi_orders_placed_total\{payment_method="upi",[^}]*\} 2$/m);
  });
});

describe('Readiness', () => {
  it('is not ready before the start, nor while something awaited is under way', () => {
    const readiness = new Readiness();
    const migrated = readiness.wait('migrations:order');
    expect(readiness).toMatchObject({ ready: false, waitingFor: ['start', 'migrations:order'] });
    readiness.markStarted();
    expect(readiness).toMatchObject({ ready: false, waitingFor: ['migrations:order'] });
    migrated();
    expect(readiness).toMatchObject({ ready: true, waitingFor: [] });
  });
});

describe('the metrics server', () => {
  it('serves /metrics, /health/live and /health/ready (503 until ready) on its own port', async () => {
    const metrics = new Metrics('order', 'h:1');
    let report: ReadinessReport = { ready: false, waitingFor: ['start'], dependencies: {} };
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics, readiness: async () => report });
    const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);
    try {
      const scrape = await get('/metrics');
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toContain('text/plain');
      expect(await scrape.text()).toContain('thindi_rpc_server_duration_seconds');
      expect((await get('/health/live')).status).toBe(200);
      const notReady = await get('/health/ready');
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ status: 'not ready', waitingFor: ['start'] });
      report = { ready: true, waitingFor: [], dependencies: { database: 'up' } };
      expect((await get('/health/ready')).status).toBe(200);
      expect((await get('/elsewhere')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
