import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  FORMER_CUSTOMER,
  UserEvents,
  userErasedEventSchema,
  type ErasureBlockers,
  type OrderStatus,
  type ShippingAddress,
} from '@thindi/contracts';
import {
  APP_CONFIG,
  EVENT_BUS,
  LOGGER,
  UnitOfWork,
  type AppConfig,
  type EventBus,
  type Logger,
} from '@thindi/platform';
import { eq, sql } from 'drizzle-orm';
import type { OrderDb } from '../../db/order-db';
import { IssuesRepository } from '../../db/issues.repository';
import { OrdersRepository } from '../../db/orders.repository';
import { carts, issues, orders } from '../../db/schema';
import { returnWindowOpen } from '../../domain/return-window';

/** Durable group: an account deleted while the order service is down is erased here when it is back. */
export const ORDER_USER_EVENTS_GROUP = 'order';

/** The parts of an order that have not yet reached the shopper (or come back): pending up to shipped. */
const ON_ITS_WAY: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed', 'processing', 'shipped']);

/**
 * A shopper deleting their account (or a seller closing its shop): what must end first (an order on its way, a ticket open), and on user.erased
 * what the order service erases: the name, e-mail and address on their orders become 'Former customer' (the city,
 * state and pincode stay: where the goods went is a tax record), their cart goes. Orders, tickets and refunds stay
 * under the account's id for the sellers, the admin and the books. Erasing twice changes nothing more.
 */
@Injectable()
export class EraseCustomerHandler implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly events: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrdersRepository,
    private readonly issues: IssuesRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe(UserEvents.erased, { group: ORDER_USER_EVENTS_GROUP }, (e) => {
      const parsed = userErasedEventSchema.safeParse(e.data);
      if (parsed.success) return this.erase(parsed.data.userId);
      this.logger.warn({ event: UserEvents.erased }, 'malformed user event dropped');
      return Promise.resolve();
    });
  }

  /** What the shopper must wait for before their account can be deleted, each in a sentence. */
  async blockers(customerId: string): Promise<ErasureBlockers> {
    const [stored, tickets] = await Promise.all([
      this.orders.listByCustomer(customerId),
      this.issues.ofCustomer(customerId),
    ]);
    const onItsWay = stored
      .filter(({ parts }) => parts.some((p) => ON_ITS_WAY.has(p.status)))
      .map(({ order }) => `order ${order.orderNumber} is on its way (wait until it is delivered, or cancel it)`);
    const open = tickets
      .filter((t) => t.status !== 'resolved')
      .map((t) => `ticket ${t.number} is open (wait until it is settled)`);
    const replacements = tickets
      .filter((t) => t.replacement && t.replacement.status !== 'delivered')
      .map((t) => `the replacement of ticket ${t.number} is on its way (wait until it is delivered)`);
    return { blockers: [...onItsWay, ...open, ...replacements] };
  }

  /**
   * What a seller must finish before closing its shop, each in a sentence: its parts not yet delivered, cancelled or
   * returned, those delivered within the return and problem-report windows, its tickets not settled and its
   * replacements not delivered.
   */
  async sellerOpenWork(sellerId: string): Promise<ErasureBlockers> {
    const [stored, tickets] = await Promise.all([this.orders.listBySeller(sellerId), this.issues.ofSeller(sellerId)]);
    const now = new Date();
    const windowDays = Math.max(this.config.RETURN_WINDOW_DAYS, this.config.ISSUE_WINDOW_DAYS);
    const unfinished = stored.flatMap(({ order, parts }) => {
      const mine = parts.find((p) => p.sellerId === sellerId);
      if (mine && ON_ITS_WAY.has(mine.status))
        return [`order ${order.orderNumber} is not yet delivered (deliver or cancel your part)`];
      // A part delivered lately may still come back, or be reported, and its money is not settled yet.
      if (mine?.status === 'delivered' && returnWindowOpen(mine.history, now, windowDays))
        return [`order ${order.orderNumber} may still be returned or reported (wait ${windowDays} days from delivery)`];
      return [];
    });
    const open = tickets
      .filter((t) => t.status !== 'resolved')
      .map((t) => `ticket ${t.number} is open (answer it, and wait until it is settled)`);
    const replacements = tickets
      .filter((t) => t.replacement && t.replacement.status !== 'delivered')
      .map((t) => `the replacement of ticket ${t.number} is not yet delivered (send it, then record it delivered)`);
    return { blockers: [...unfinished, ...open, ...replacements] };
  }

  async erase(customerId: string): Promise<void> {
    const address = sql`${orders.shippingAddress} || ${JSON.stringify(erasedAddress)}::jsonb`;
    await this.unitOfWork.run(async (tx) => {
      await tx
        .update(orders)
        .set({
          customerFirstName: FORMER_CUSTOMER.firstName,
          customerLastName: FORMER_CUSTOMER.lastName,
          customerEmail: '',
          shippingAddress: address as unknown as ShippingAddress,
          notes: null,
        })
        .where(eq(orders.customerId, customerId));
      await tx.delete(carts).where(eq(carts.customerId, customerId));
      // A complaint not about one order kept where its answer was mailed: no longer needed.
      await tx.update(issues).set({ contactEmail: null, contactName: null }).where(eq(issues.customerId, customerId));
    });
  }
}

/** What of a delivery address is erased: who and where exactly (the city, state and pincode stay). */
const erasedAddress: Partial<ShippingAddress> = {
  firstName: FORMER_CUSTOMER.firstName,
  lastName: FORMER_CUSTOMER.lastName,
  street: '',
  phone: '',
};
