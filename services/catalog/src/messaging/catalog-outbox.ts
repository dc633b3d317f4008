import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { OutboxRelay, PLATFORM, type Platform } from '@thindi/platform';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from '../db/catalog-db';
import { outbox } from '../db/schema';

/**
 * Sends the catalog's outbox (see recordProductsChanged): at start what an earlier run left behind, then
 * after each change (`flush`), and on a timer what a broker outage held back.
 */
@Injectable()
export class CatalogOutbox implements OnModuleInit, OnApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(@Inject(PLATFORM) platform: Platform, @Inject(CATALOG_DB) db: CatalogDb) {
    this.relay = new OutboxRelay(db, outbox, platform);
  }

  onModuleInit(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

  /** Sends what is pending now; never throws (what fails stays in the outbox for the timer). */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}
