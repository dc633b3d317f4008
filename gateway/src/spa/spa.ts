import fastifyStatic from '@fastify/static';
import type { Logger } from '@thindi/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OriginSettings } from '../seo/public-origin';
import { loadPageRenderer, type PageRenderer } from './server-render';

/** Answers page routes (not /api, not files) with index.html so the SPA's router takes over. */
export interface SpaFallback {
  accepts(req: FastifyRequest): boolean;
  send(reply: FastifyReply): void;
}

const sendHtml = (reply: FastifyReply, status: number, html: string | Buffer) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

/** The storefront's pages come from the server with their content; on any failure the plain shell goes out. */
const wantsHtml = (req: FastifyRequest): boolean => /\btext\/html\b/i.test(req.headers.accept ?? '');

function registerRenderedPages(
  fastify: FastifyInstance,
  render: PageRenderer,
  shell: Buffer,
  origins: OriginSettings,
): void {
  const vary = origins.vary ? `Accept, ${origins.vary}` : 'Accept';
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    // Browsers and crawlers ask for HTML by name; a client that takes anything (a script, a probe) gets the small
    // shell and costs no render. Links in a rendered page name the request's host unless PUBLIC_URL is set.
    reply.header('vary', vary);
    const rendered = wantsHtml(req) ? await render(req) : null;
    return rendered ? sendHtml(reply, rendered.status, rendered.html) : sendHtml(reply, 200, shell);
  };
  fastify.get('/', page);
  fastify.get('/product/:id', page);
  // The policy pages, 'Sell on Thindi', About, Contact and the grievance officer: text only, rendered so they read
  // without JavaScript.
  for (const path of INFO_PAGES) fastify.get(path, page);
}

/** The frontend's info pages (its `INFO_PAGE_PATHS`); the gateway may not import frontend source. */
const INFO_PAGES = [
  '/shipping',
  '/returns',
  '/privacy',
  '/terms',
  '/sell',
  '/about',
  '/contact',
  '/grievance',
] as const;

/**
 * Serves the built SPA: hashed assets under /assets with a year-long immutable cache, other files with
 * a short one, the storefront's pages rendered on the server (when the server bundle was built), and index.html
 * (never cached, so a new release shows at once) for every other page.
 */
export async function serveSpa(
  fastify: FastifyInstance,
  dir: string,
  logger: Logger,
  /** Where the rendered pages' absolute links get their origin from (PUBLIC_URL, ALLOWED_HOSTS). */
  origins: OriginSettings,
): Promise<SpaFallback | undefined> {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile);
  await fastify.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    etag: true,
    // The server bundle sits beside the SPA's files but is the gateway's to run, not the browser's to fetch.
    allowedPath: (path: string) => !path.startsWith('/server/'),
    setHeaders: (reply: FastifyReply, path: string) => {
      const hashed = path.includes(`${join(dir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const render = await loadPageRenderer(fastify, dir, indexHtml.toString('utf8'), logger, origins);
  if (render) registerRenderedPages(fastify, render, indexHtml, origins);
  else logger.warn('No SPA server bundle: pages are rendered in the browser only');
  return {
    accepts: (req) =>
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api') &&
      !/\.[a-z0-9]+($|\?)/i.test(req.url),
    send: (reply) => {
      sendHtml(reply, 200, indexHtml);
    },
  };
}
