import type { FastifyInstance } from 'fastify';

/**
 * API answers are not stored by browsers or proxies unless their handler says otherwise: signed-in answers
 * carry personal data (profile, addresses, orders, a seller's PAN and bank details) and sign-in answers carry
 * tokens. Public catalogue answers set their own Cache-Control and ETag, and keep them.
 */
export function registerCachePolicy(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
