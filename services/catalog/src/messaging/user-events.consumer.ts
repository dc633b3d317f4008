import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { FORMER_CUSTOMER, UserEvents, userErasedEventSchema } from '@thindi/contracts';
import { EVENT_BUS, LOGGER, UnitOfWork, type EventBus, type Logger } from '@thindi/platform';
import { eq } from 'drizzle-orm';
import type { CatalogDb } from '../db/catalog-db';
import { productsChanged } from '../db/products-changed';
import { reviews } from '../db/schema';

/** Durable group: an account deleted while the catalog is down is erased here when it is back. */
export const USER_EVENTS_GROUP = 'catalog-users';
/** How a review of a deleted account is signed. */
export const FORMER_REVIEWER = `${FORMER_CUSTOMER.firstName} ${FORMER_CUSTOMER.lastName}`;

/**
 * user.erased: the shopper deleted their account, so their reviews are signed 'Former customer' (what they said of a
 * product stays, as the shoppers who found it helpful read it); the products they reviewed are announced changed so
 * that cached pages show it. Erasing twice changes nothing more.
 */
@Injectable()
export class UserEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly events: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe(UserEvents.erased, { group: USER_EVENTS_GROUP }, (e) => {
      const parsed = userErasedEventSchema.safeParse(e.data);
      if (parsed.success) return this.erase(parsed.data.userId);
      this.logger.warn({ event: UserEvents.erased }, 'malformed user event dropped');
      return Promise.resolve();
    });
  }

  async erase(customerId: string): Promise<void> {
    await this.unitOfWork.run(async (tx, events) => {
      const renamed = await tx
        .update(reviews)
        .set({ reviewerName: FORMER_REVIEWER })
        .where(eq(reviews.customerId, customerId))
        .returning({ productId: reviews.productId });
      const productIds = [...new Set(renamed.map((r) => r.productId))];
      if (productIds.length > 0) productsChanged(events, productIds, 'reviewer-erased');
    });
  }
}
