import type { Logger } from '@thindi/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicOrigin, type OriginSettings } from '../seo/public-origin';

/** What the frontend's server bundle (`frontend/src/entry-server.tsx`, built to `dist/server`) exports. */
interface ServerEntry {
  renderPage(request: {
    template: string;
    url: string;
    origin: string;
    load: (url: string) => Promise<unknown>;
  }): Promise<{ status: number; html: string } | null>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders a storefront page to HTML, or answers null when the page is the SPA's alone. */
export type PageRenderer = (req: FastifyRequest) => Promise<RenderedPage | null>;

/** An API answer the render could not use, with its HTTP status (a 404 product becomes a 404 page). */
class ApiReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof (value as Partial<ServerEntry> | null)?.renderPage === 'function';
}

/**
 * Loads the SPA's server bundle from the built SPA's folder, by path: the gateway never imports frontend source.
 * The render reads the catalogue through the gateway's own routes (in-process `inject`), so the page shows exactly
 * what the API answers, from the storefront cache when it holds the answer. Undefined when there is no bundle.
 */
export async function loadPageRenderer(
  fastify: FastifyInstance,
  dir: string,
  template: string,
  logger: Logger,
  origins: OriginSettings,
): Promise<PageRenderer | undefined> {
  const file = join(dir, 'server', 'entry-server.cjs');
  if (!existsSync(file)) return undefined;
  let entry: unknown;
  try {
    entry = await import(file);
  } catch (err) {
    logger.warn({ err }, 'The SPA server bundle did not load: pages are rendered in the browser only');
    return undefined;
  }
  if (!isServerEntry(entry)) return undefined;
  const { renderPage } = entry;

  const load = async (url: string): Promise<unknown> => {
    const answer = await fastify.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
      throw new ApiReadError(`GET ${url} answered ${answer.statusCode}`, answer.statusCode);
    }
    return answer.json();
  };

  return async (req) => {
    // Canonical, Open Graph and JSON-LD links name PUBLIC_URL, else a Host of ALLOWED_HOSTS; a page for any other
    // Host is left to the browser, so no header can put its own address into the markup.
    const origin = publicOrigin(origins, req);
    if (!origin) return null;
    try {
      return await renderPage({ template, url: req.url, origin, load });
    } catch (err) {
      // The browser renders the page itself: a failed server render costs speed, never the page.
      logger.warn({ err, url: req.url }, 'server render failed');
      return null;
    }
  };
}
