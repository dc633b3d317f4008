import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { OutboxRelay, PLATFORM, type Platform } from '@thindi/platform';
import type { OrderDb } from '../db/order-db';
import { outbox } from '../db/schema';
import { ORDER_DB } from '../order.constants';

/**
 * Sends the order service's outbox: order.placed, order.status-changed and their mail jobs, written in the
 * transaction of the change. A broker outage or a crash delays them, never loses them: the relay retries,
 * and sends what an earlier run left behind when the service starts.
 */
@Injectable()
export class OrderOutbox implements OnModuleInit, OnApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(@Inject(PLATFORM) platform: Platform, @Inject(ORDER_DB) db: OrderDb) {
    this.relay = new OutboxRelay(db, outbox, platform);
  }

  onModuleInit(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

  /**
   * Sends what was just committed, without holding up the answer to the caller; concurrent calls share one
   * run, so a burst of orders is sent in batches.
   */
  flush(): void {
    void this.relay.flush();
  }

  /** Waits for a send in progress (tests, shutdown). */
  sent(): Promise<void> {
    return this.relay.flush();
  }
}
