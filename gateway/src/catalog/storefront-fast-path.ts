import type { FastifyInstance } from 'fastify';
import { sendCached, wantsFresh } from '../http/send-cached';
import { storefrontCacheKey, SUGGESTIONS } from './storefront-cache-key';
import type { StorefrontCache } from './storefront-cache.service';

/**
 * Answers cached storefront reads before routing, like a cache in front of the app: a hit costs a
 * URL parse and a Map lookup. Misses, invalid requests and `Cache-Control: no-cache` go on to the
 * controllers, which fill the cache under the same key.
 */
export function registerStorefrontFastPath(
  fastify: FastifyInstance,
  cache: StorefrontCache,
  headers: (requestId: string) => Record<string, string>,
): void {
  // A callback hook, not an async one: this path runs for most storefront requests and every promise costs.
  fastify.addHook('onRequest', (req, reply, done) => {
    const key =
      req.method === 'GET' &&
      (req.url.startsWith('/api/products') || req.url.startsWith(SUGGESTIONS)) &&
      !wantsFresh(req)
        ? storefrontCacheKey(req.url)
        : undefined;
    const hit = key === undefined ? undefined : cache.get(key);
    if (!hit) return done();
    reply.headers(headers(req.id));
    sendCached(req, reply, hit);
  });
}
