import type { Logger, Metrics } from '@thindi/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request id: the client's (or the proxy's) `x-request-id` when it is a UUID, so one request can be
 * followed from the edge; anything else is replaced by a new one, never echoed into answers and logs.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && UUID.test(header) ? header.toLowerCase() : randomUUID();
}

/**
 * One JSON access line per answered request: method, route (the pattern, e.g. /api/orders/:id, so no
 * query string and nothing a client typed reaches the log), status, time, request id and the principal the
 * token named. Headers and bodies (tokens, passwords) are never logged. The same time, by method, route
 * pattern and status, goes to `thindi_http_request_duration_seconds`.
 */
export function registerAccessLog(
  fastify: FastifyInstance,
  logger: Logger,
  metrics?: Pick<Metrics, 'httpRequestDuration'>,
): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    const principal = (req as FastifyRequest & { principal?: { id: string; role: string } }).principal;
    const route = req.routeOptions.url ?? '(no route)';
    metrics?.httpRequestDuration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    logger.info(
      {
        reqId: req.id,
        method: req.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(principal ? { principal: `${principal.role}:${principal.id}` } : {}),
      },
      'request',
    );
    done();
  });
}
