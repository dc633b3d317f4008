import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';

/**
 * Where a NUL character hides in a request's query, path or JSON body, as the field's path (`address.city`,
 * `items.0.name`); undefined when there is none. PostgreSQL text cannot hold one, so it must never get that far.
 */
export function nulCharacterAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const where = key.includes(NUL) ? path : nulCharacterAt(inner, path ? `${path}.${key}` : key);
    if (where !== undefined) return where;
  }
  return undefined;
}

/** Answers 400, naming the field, for any request whose query, path or JSON body holds a NUL character. */
export function registerTextGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (req, reply, done) => {
    const where = nulCharacterAt(req.params) ?? nulCharacterAt(req.query) ?? nulCharacterAt(req.body);
    if (where === undefined) return done();
    void reply.code(400).send({ success: false, message: `${where || 'input'}: must not contain a NUL character` });
  });
}
