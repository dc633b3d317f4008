import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

/** What `/health/ready` tells: ready, or what the process still waits for and which dependency is down. */
export interface ReadinessReport {
  ready: boolean;
  waitingFor: string[];
  dependencies: Record<string, string>;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The process's own small HTTP server on METRICS_PORT, apart from the public port and never routed through
 * the gateway or the ingress: `GET /metrics` (Prometheus text), `GET /health/live` (the process answers) and
 * `GET /health/ready` (200 once migrated, subscribed and its dependencies answer; 503 before).
 */
export async function startMetricsServer(options: {
  port: number;
  host?: string;
  metrics: Metrics;
  readiness: () => Promise<ReadinessReport>;
}): Promise<MetricsServer> {
  const { metrics, readiness } = options;
  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  const json = (res: ServerResponse, status: number, body: unknown) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'only GET is answered here' });
    if (path === '/metrics') {
      return void metrics.text().then(
        (text) => send(res, 200, metrics.contentType, text),
        (err: unknown) => send(res, 500, 'text/plain', `metrics could not be read: ${String(err)}`),
      );
    }
    if (path === '/health/live') return json(res, 200, { status: 'ok' });
    if (path === '/health/ready') {
      return void readiness().then(
        (report) => json(res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', ...report }),
        () => json(res, 503, { status: 'not ready', ready: false }),
      );
    }
    json(res, 404, { error: 'not found: /metrics, /health/live and /health/ready are served here' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
