import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  SellerEvents,
  sellerDecisionEventSchema,
  sellerRegisteredEventSchema,
  sellerStatusChangedEventSchema,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import type { z } from 'zod';
import { CatalogOutbox } from './catalog-outbox';
import { SellersMirrorRepository, type SellerState } from '../db/sellers-mirror.repository';

/** The durable group: one catalog instance handles each event, and none is lost while all are down. */
export const SELLER_EVENTS_GROUP = 'catalog';

/**
 * Keeps the catalog's mirror of seller state (ARCHITECTURE section 3) so storefront reads never ask the
 * seller service: registered → pending and active; approved → verified; rejected → not verified;
 * status-changed → (in)active, and verified again or not after a resubmission or a KYC edit. Every change clears the storefront caches (through the outbox).
 */
@Injectable()
export class SellerEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly mirror: SellersMirrorRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async onModuleInit(): Promise<void> {
    const group = { group: SELLER_EVENTS_GROUP };
    await this.platform.events.subscribe(SellerEvents.registered, group, (e) =>
      this.handle(sellerRegisteredEventSchema, e.data, (d) => this.mirror.registered(d.sellerId, d.businessName)),
    );
    const decision = (e: { data: unknown }) =>
      this.handle(sellerDecisionEventSchema, e.data, (d) =>
        this.mirror.apply({
          id: d.sellerId,
          businessName: d.businessName,
          isVerified: d.isVerified,
          isActive: d.isActive,
        }),
      );
    await this.platform.events.subscribe(SellerEvents.approved, group, decision);
    await this.platform.events.subscribe(SellerEvents.rejected, group, decision);
    await this.platform.events.subscribe(SellerEvents.statusChanged, group, (e) =>
      this.handle(sellerStatusChangedEventSchema, e.data, (d) =>
        this.mirror.apply({
          id: d.sellerId,
          isActive: d.isActive,
          isVerified: d.isVerified,
          businessName: d.businessName,
        } satisfies SellerState),
      ),
    );
  }

  /** A malformed event is logged and dropped (retrying it would never succeed). */
  private async handle<S extends z.ZodType>(schema: S, data: unknown, apply: (d: z.output<S>) => Promise<void>) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      this.platform.logger.warn({ issues: parsed.error.issues.length }, 'malformed seller event dropped');
      return;
    }
    await apply(parsed.data);
    await this.outbox.flush();
  }
}
