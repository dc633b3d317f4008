import type { AppConfig } from '@thindi/platform';

/**
 * How long a client may hold a connection without sending. Fastify's `connectionTimeout` is the socket's idle
 * limit: silence for that long, headers or body, closes it, while an upload that keeps sending is never cut.
 * Node's `headersTimeout` bounds headers that trickle in. Node's `requestTimeout` (the whole request, body
 * included) stays off: it would cut a slow upload that is still sending.
 */
export function connectionLimits(config: Pick<AppConfig, 'SOCKET_IDLE_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS'>) {
  return {
    connectionTimeout: config.SOCKET_IDLE_TIMEOUT_MS,
    requestTimeout: 0,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: 0,
      // Node looks for overdue headers on this interval (30 s by default): a second keeps the limit close.
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
  };
}
