import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { text } from 'node:stream/consumers';
import { App } from './app/app';
import { SiteOriginContext } from './features/catalog/head/site-origin';
import { jsonForScript } from './features/catalog/head/json-script';
import { createQueryClient } from './lib/query-client';
import { prefetchPage, serverPageFor, type ApiLoader } from './server/page-data';
import { fillTemplate, splitHead } from './server/page-template';
import { installServerStorage } from './server/server-storage';

export type { ApiLoader };

export interface PageRequest {
  /** The built index.html. */
  template: string;
  /** Path and query string of the requested page. */
  url: string;
  /** `https://host` as the visitor reached the site: canonical URLs and structured data are absolute. */
  origin: string;
  load: ApiLoader;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * Renders a storefront page (home, its categories and searches, a product) to HTML with its data inlined, for the
 * browser to hydrate. Null for every other page: those are the SPA's alone.
 */
export async function renderPage({ template, url, origin, load }: PageRequest): Promise<RenderedPage | null> {
  const location = new URL(url, origin);
  const page = serverPageFor(location);
  if (!page) return null;
  installServerStorage();
  const queryClient = createQueryClient();
  // One attempt per read: the browser tries again itself if the server could not get an answer.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const status = await prefetchPage(queryClient, page, load);
  if (status === null) return null;

  const path = `${location.pathname}${location.search}`;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // Waits for the lazily loaded route modules, so the HTML holds the whole page, not a loading state. Without a
  // chunk size limit React writes every part in place, never a later part revealed by an inline script (which
  // the page's CSP forbids).
  // The browser reads its own origin; the server is told the one the visitor used.
  const app = (
    <SiteOriginContext.Provider value={origin}>
      <App queryClient={queryClient} router={Router} />
    </SiteOriginContext.Provider>
  );
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const { head, body } = splitHead(await text(prelude));
  // Failed reads go along too: the browser then shows what the server showed (not found, the built-in products).
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return { status, html: fillTemplate(template, head, body, jsonForScript(state)) };
}
