import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CatalogEvents } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { ResponseCache } from './response-cache';

/** The gateway's storefront cache; every gateway instance drops it when the catalog changes. */
@Injectable()
export class StorefrontCache extends ResponseCache implements OnModuleInit {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    super(platform.config.CACHE_TTL_SECONDS * 1000);
  }

  async onModuleInit(): Promise<void> {
    // No group: every gateway replica gets the event, not just one of them.
    await this.platform.events.subscribe(CatalogEvents.productsChanged, {}, () => this.clear());
  }
}
