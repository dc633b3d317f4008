import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Answers page routes (not /api, not files) with index.html so the SPA's router takes over. */
export interface SpaFallback {
  accepts(req: FastifyRequest): boolean;
  send(reply: FastifyReply): void;
}

/**
 * Serves the built SPA: hashed assets under /assets with a year-long immutable cache, other files with
 * a short one, and index.html (never cached, so a new release shows at once) for every other page.
 */
export async function serveSpa(fastify: FastifyInstance, dir: string): Promise<SpaFallback | undefined> {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile);
  await fastify.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    etag: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      const hashed = path.includes(`${join(dir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return {
    accepts: (req) =>
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api') &&
      !/\.[a-z0-9]+($|\?)/i.test(req.url),
    send: (reply) => {
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    },
  };
}
