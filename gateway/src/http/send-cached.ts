import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from '../catalog/response-cache';

/** Browsers revalidate every time (cheap: 304 on an unchanged ETag) so a seller's edit shows at once. */
const STOREFRONT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Sends a cached JSON response, honouring If-None-Match and Accept-Encoding. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedResponse): void {
  reply.header('etag', cached.etag).header('cache-control', STOREFRONT_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === cached.etag) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  const encoded = encoding && cached.encoded(encoding);
  if (encoded) reply.header('content-encoding', encoding).send(encoded);
  else reply.send(cached.body);
}

/** A client's `Cache-Control: no-cache` asks for a fresh answer from the service. */
export const wantsFresh = (req: FastifyRequest): boolean => /no-cache/.test(String(req.headers['cache-control'] ?? ''));
