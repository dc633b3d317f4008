import { metricSample } from '@thindi/platform/testing';
import { Deployment, freePort, serversAvailable, servicesUp, waitFor } from './distributed-harness';

const required = process.env.CI === 'true';

/**
 * Each process serves its own metrics and probes on METRICS_PORT: a service is ready once migrated and
 * subscribed, and its scrape reads its pool, its queues and its JetStream consumers' lag.
 */
describe('distributed mode: metrics and readiness on each process', () => {
  const deployment = new Deployment();
  const ports = { catalog: 0, gateway: 0 };
  let available = true;

  const get = async (port: number, path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined);
    return { status: res?.status ?? 0, text: (await res?.text()) ?? '' };
  };

  beforeAll(async () => {
    available = await serversAvailable();
    if (!available) {
      if (required) throw new Error('NATS, PostgreSQL and Redis must be running for the distributed tests (CI=true)');
      return;
    }
    await deployment.create({ SEED_DEMO: 'false' });
    const port = await freePort();
    ports.catalog = await freePort();
    ports.gateway = await freePort();
    deployment.start('catalog', 'services/catalog/dist/main.js', { METRICS_PORT: String(ports.catalog) });
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(port), METRICS_PORT: String(ports.gateway) });
    await servicesUp(`http://127.0.0.1:${port}`, ['catalog'], 90_000, deployment.procs);
  }, 150_000);

  afterAll(async () => {
    if (available) await deployment.destroy();
  }, 60_000);

  it('reports the catalog ready, with its pool, jobs, consumer lag and reservations in its metrics', async () => {
    if (!available) return;
    await waitFor(async () => (await get(ports.catalog, '/health/ready')).status === 200, 30_000, deployment.procs);
    expect((await get(ports.catalog, '/health/live')).status).toBe(200);
    const { status, text } = await get(ports.catalog, '/metrics');
    expect(status).toBe(200);
    const sample = (name: string, labels: Record<string, string> = {}) =>
      metricSample(text, name, { service: 'catalog', ...labels });
    expect(sample('thindi_ready')).toBe(1);
    expect(sample('thindi_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample('thindi_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(sample('thindi_stock_reservations_open')).toBe(0);
    expect(sample('thindi_outbox_backlog')).toBe(0);
    expect(text).toMatch(/^thindi_jetstream_consumer_pending\{[^}]*consumer="[^"]+"/m);
    expect(text).toMatch(/^thindi_jobs\{[^}]*state="waiting"/m);
    // The health questions the gateway asked were handled, and timed, by the catalog.
    expect(
      sample('thindi_rpc_server_duration_seconds_count', { pattern: 'catalog.health', outcome: 'ok' }),
    ).toBeGreaterThan(0);
  });

  it('serves the gateway’s metrics on its own port, and its existing probes on the public one', async () => {
    if (!available) return;
    await waitFor(async () => (await get(ports.gateway, '/health/ready')).status === 200, 30_000, deployment.procs);
    const { text } = await get(ports.gateway, '/metrics');
    expect(metricSample(text, 'thindi_ready', { service: 'gateway' })).toBe(1);
    expect(
      metricSample(text, 'thindi_http_request_duration_seconds_count', { route: '/api/health', service: 'gateway' }),
    ).toBeGreaterThan(0);
  });
});
