import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, LOGGER, type AppConfig, type Logger } from '@thindi/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originSettings, publicOrigin, type OriginSettings } from './public-origin';
import { renderRobots } from './robots';
import { SitemapService } from './sitemap.service';

/** Crawlers come back daily at most; a few minutes keeps a new product's page from waiting long. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
const NO_SITEMAP_FOR_HOST = 'No sitemap for this host';

/**
 * /sitemap.xml and /robots.txt at the site's root, beside the SPA (outside the /api prefix, so plain Fastify
 * routes rather than a Nest controller).
 */
@Injectable()
export class SeoRoutes implements OnModuleInit {
  private readonly origins: OriginSettings;

  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sitemap: SitemapService,
  ) {
    this.origins = originSettings(config);
  }

  onModuleInit(): void {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasRoute({ method: 'GET', url: '/robots.txt' })) {
      this.logger.warn('A robots.txt among the SPA files is served instead of the generated one');
    } else {
      fastify.get('/robots.txt', (req, reply) => this.robots(req, reply));
    }
    fastify.get('/sitemap.xml', (req, reply) => this.sitemapXml(req, reply));
    // The parts of a catalogue too large for one sitemap file, named by the sitemap index at /sitemap.xml.
    fastify.get<{ Params: { part: string } }>('/sitemap-:part.xml', (req, reply) =>
      this.sitemapXml(req, reply, /^[1-9]\d{0,5}$/.test(req.params.part) ? Number(req.params.part) : 0),
    );
  }

  private robots(req: FastifyRequest, reply: FastifyReply) {
    if (this.origins.vary) reply.header('vary', this.origins.vary);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ROBOTS_CACHE_CONTROL)
      .send(renderRobots(publicOrigin(this.origins, req)));
  }

  private async sitemapXml(req: FastifyRequest, reply: FastifyReply, part?: number) {
    if (this.origins.vary) reply.header('vary', this.origins.vary);
    // A sitemap names full URLs: for a host that may not be named there is none (robots.txt names none either).
    const origin = publicOrigin(this.origins, req);
    if (!origin) return reply.code(404).type('text/plain; charset=utf-8').send(NO_SITEMAP_FOR_HOST);
    let document;
    try {
      document = await this.sitemap.render(origin, part);
    } catch (err) {
      this.logger.error({ err }, 'sitemap could not be built');
      return reply.code(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('Sitemap unavailable');
    }
    if (!document) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap');
    reply.header('etag', document.etag).header('cache-control', SITEMAP_CACHE_CONTROL);
    if (req.headers['if-none-match'] === document.etag) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(document.body);
  }
}
