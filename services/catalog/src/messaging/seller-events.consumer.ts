import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  SellerEvents,
  sellerDecisionEventSchema,
  sellerPublicProfileChangedEventSchema,
  sellerRegisteredEventSchema,
  sellerStatusChangedEventSchema,
} from '@thindi/contracts';
import { EVENT_BUS, LOGGER, UnitOfWork, type EventBus, type Logger } from '@thindi/platform';
import type { z } from 'zod';
import type { CatalogDb } from '../db/catalog-db';
import { productsChanged } from '../db/products-changed';
import { SellersMirrorRepository, type SellerState } from '../db/sellers-mirror.repository';

/** The durable group: one catalog instance handles each event, and none is lost while all are down. */
export const SELLER_EVENTS_GROUP = 'catalog';
const SELLER_CHANGED = 'seller state changed';

/**
 * Keeps the catalog's mirror of seller state (docs/architecture.md, Who owns what) so storefront reads never ask the
 * seller service: registered → pending and active; approved → verified; rejected → not verified;
 * status-changed → (in)active, and verified again or not after a resubmission or a KYC edit; public-profile-changed →
 * what the storefront shows of the seller and whether its FSSAI licence lets it sell (`sells_food`: its products
 * are hidden or shown with it, decision 035). Every change clears the storefront caches (through the outbox).
 */
@Injectable()
export class SellerEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly events: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly mirror: SellersMirrorRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async onModuleInit(): Promise<void> {
    const group = { group: SELLER_EVENTS_GROUP };
    await this.events.subscribe(SellerEvents.registered, group, (e) =>
      this.handle(sellerRegisteredEventSchema, e.data, (d, tx) =>
        this.mirror.registered(tx, d.sellerId, d.businessName),
      ),
    );
    const decision = (e: { data: unknown }) =>
      this.handle(sellerDecisionEventSchema, e.data, (d, tx) =>
        this.mirror.apply(tx, {
          id: d.sellerId,
          businessName: d.businessName,
          isVerified: d.isVerified,
          isActive: d.isActive,
        }),
      );
    await this.events.subscribe(SellerEvents.approved, group, decision);
    await this.events.subscribe(SellerEvents.rejected, group, decision);
    await this.events.subscribe(SellerEvents.statusChanged, group, (e) =>
      this.handle(sellerStatusChangedEventSchema, e.data, (d, tx) =>
        this.mirror.apply(tx, {
          id: d.sellerId,
          isActive: d.isActive,
          isVerified: d.isVerified,
          businessName: d.businessName,
        } satisfies SellerState),
      ),
    );
    await this.events.subscribe(SellerEvents.publicProfileChanged, group, (e) =>
      this.handle(sellerPublicProfileChangedEventSchema, e.data, (d, tx) =>
        this.mirror.applyPublicProfile(tx, {
          id: d.sellerId,
          businessName: d.businessName,
          sellsFood: d.sellsFood,
          profile: d.profile,
          at: new Date(d.at),
        }),
      ),
    );
  }

  /**
   * A malformed event is logged and dropped (retrying it would never succeed). Every mirror change may show or
   * hide a seller's products: the storefront caches are cleared with it.
   */
  private async handle<S extends z.ZodType>(
    schema: S,
    data: unknown,
    apply: (d: z.output<S>, tx: CatalogDb) => Promise<void>,
  ) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      this.logger.warn({ issues: parsed.error.issues.length }, 'malformed seller event dropped');
      return;
    }
    await this.unitOfWork.run(async (tx, events) => {
      await apply(parsed.data, tx);
      productsChanged(events, [], SELLER_CHANGED);
    });
  }
}
