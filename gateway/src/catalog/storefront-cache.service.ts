import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CatalogEvents } from '@thindi/contracts';
import { APP_CONFIG, EVENT_BUS, type AppConfig, type EventBus } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached, wantsFresh } from '../http/send-cached';
import { ResponseCache, toCachedResponse } from './response-cache';
import { storefrontCacheKey } from './storefront-cache-key';

/** The gateway's storefront cache; every gateway instance drops it when the catalog changes. */
@Injectable()
export class StorefrontCache extends ResponseCache implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EVENT_BUS) private readonly events: EventBus,
  ) {
    super(config.CACHE_TTL_SECONDS * 1000);
  }

  async onModuleInit(): Promise<void> {
    // No group: every gateway replica gets the event, not just one of them.
    await this.events.subscribe(CatalogEvents.productsChanged, {}, () => this.clear());
  }

  /** Answers a storefront read through the cache under its URL's key (the fast path reads the same key), unless the client asks for fresh. */
  async answer(req: FastifyRequest, reply: FastifyReply, fetch: () => Promise<unknown>): Promise<void> {
    const key = wantsFresh(req) ? undefined : storefrontCacheKey(req.url);
    sendCached(req, reply, key === undefined ? toCachedResponse(await fetch()) : await this.through(key, fetch));
  }
}
