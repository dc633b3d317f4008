import {
  MAIL_QUEUE,
  OrderEvents,
  OrderPatterns,
  type MarkPaidResult,
  type Order,
  type OrderStatusChangedEvent,
  type PlaceOrderResult,
  type Principal,
  type SellerOrder,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { OrderDb } from '../src/db/order-db';
import { fulfilments } from '../src/db/schema';
import { ORDER_DB } from '../src/order.constants';
import { laddu, maduraiAddress, murukku, orderWithFakeCatalog } from './fake-catalog';

const DAY = 24 * 3600 * 1000;

/** Meena, who shops in the order specs (a new id in each spec file). */
export const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
/** The seller of the murukku. */
export const amma: Principal = { id: murukku.sellerId, role: 'seller', email: 'amma@example.in' };
/** The seller of the laddu. */
export const house: Principal = { id: laddu.sellerId, role: 'seller', email: 'house@example.in' };
/** The marketplace's admin. */
export const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };

export interface PlaceOptions {
  items?: Array<{ productId: string; variantId?: string; quantity: number }>;
  shippingAddress?: Record<string, string>;
  /** Cash on delivery unless given. */
  paymentMethod?: string;
  principal?: Principal;
}

/** A mail job the order service queued, with the job's name beside its data. */
export interface CaughtMail<Data> {
  name: string;
  data: Data;
}

/**
 * The order service with the fake catalog, and the steps a spec takes through it. The steps can be named where
 * the spec is declared; `start` (in `beforeAll`) starts the service with `env` added to its variables, and
 * `start({ watch: true })` also collects its order.status-changed events and its mail jobs.
 */
export function orderServiceForTest<MailData extends { orderNumber: string } = { orderNumber: string }>(
  env: Record<string, string> = {},
) {
  let started: ServiceUnderTest | undefined;
  const running = (): ServiceUnderTest => {
    if (!started) throw new Error('The order service is not started: call start() in beforeAll');
    return started;
  };

  const events: OrderStatusChangedEvent[] = [];
  const mails: Array<CaughtMail<MailData>> = [];

  /** Meena's order: two murukku and a laddu unless other items are given, to her Madurai address. */
  const place = async ({
    items,
    shippingAddress = maduraiAddress,
    paymentMethod,
    principal = shopper,
  }: PlaceOptions = {}): Promise<Order> => {
    items ??= [
      { productId: murukku.id, quantity: 2 },
      { productId: laddu.id, quantity: 1 },
    ];
    const { order } = await running().platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal,
      input: { order: { items, shippingAddress, paymentMethod } },
    });
    return order;
  };
  /** The order as its shopper (Meena unless another is given) reads it. */
  const get = async (id: string, principal = shopper): Promise<Order> =>
    (await running().platform.client.query<{ order: Order }>(OrderPatterns.get, { principal, input: { id } })).order;
  /** The shopper's cancel of the whole order. */
  const cancel = (id: string, reason?: string) =>
    running().platform.client.command<{ order: Order }>(OrderPatterns.cancel, {
      principal: shopper,
      input: { id, reason },
    });
  const cancelPart = (principal: Principal, id: string, sellerId: string, reason?: string) =>
    running().platform.client.command<{ success: true; message: string; order: Order & SellerOrder }>(
      OrderPatterns.cancelPart,
      { principal, input: { id, sellerId, reason } },
    );
  const submitUtr = (id: string, utr: unknown, principal = shopper) =>
    running().platform.client.command<{ message: string; order: Order }>(OrderPatterns.submitUtr, {
      principal,
      input: { id, utr },
    });
  /** The payment of a UPI order marked received, by the admin unless another is given. */
  const markPaid = (id: string, utr: string, principal = admin) =>
    running().platform.client.command<MarkPaidResult>(OrderPatterns.markPaid, { principal, input: { id, utr } });
  /** A seller's status move of its part of the order. */
  const move = (seller: Principal, id: string, status: string, note?: string) =>
    running().platform.client.command<{ order: SellerOrder }>(OrderPatterns.updateStatus, {
      principal: seller,
      input: { id, status, note },
    });
  const deliver = async (seller: Principal, id: string) => {
    await move(seller, id, 'shipped');
    await move(seller, id, 'delivered');
  };
  /** Moves the part's delivery back in time, as if it had been delivered `days` ago. */
  const deliveredDaysAgo = async (orderId: string, sellerId: string, days: number) => {
    const db = running().app.get<OrderDb>(ORDER_DB);
    const where = and(eq(fulfilments.orderId, orderId), eq(fulfilments.sellerId, sellerId));
    const [part] = await db.select().from(fulfilments).where(where);
    const at = new Date(Date.now() - days * DAY).toISOString();
    const history = part.history.map((e) => (e.status === 'delivered' ? { ...e, timestamp: at } : e));
    await db.update(fulfilments).set({ history }).where(where);
  };

  const start = async ({ watch = false } = {}): Promise<ServiceUnderTest> => {
    const service = (started = await startServiceForTest('order', orderWithFakeCatalog, { env }));
    if (watch) {
      await service.platform.events.subscribe<OrderStatusChangedEvent>(OrderEvents.statusChanged, {}, (e) => {
        events.push(e.data);
      });
      await service.platform.jobs.process<MailData>(
        MAIL_QUEUE,
        async (data, { name }) => void mails.push({ name, data }),
      );
    }
    return service;
  };

  return {
    start,
    stop: async () => started?.stop(),
    /** The started service's platform, through which a spec sends what the fixture has no step for. */
    get platform(): Platform {
      return running().platform;
    },
    /** The started service's Nest application, for a spec to reach a provider. */
    get app() {
      return running().app;
    },
    /** The service's database, for a spec to leave rows as an older release wrote them. */
    get db(): OrderDb {
      return running().app.get<OrderDb>(ORDER_DB);
    },
    /** The order.status-changed events sent since `start({ watch: true })`, oldest first. */
    events,
    /** The mail jobs queued since `start({ watch: true })`, oldest first. */
    mails,
    /** The events of one order, and of one status when given. */
    eventsOf: (orderId: string, status?: string) =>
      events.filter((e) => e.orderId === orderId && (!status || e.status === status)),
    /** The mails of one order named `name`. */
    mailsOf: (orderNumber: string, name: string) =>
      mails.filter((m) => m.name === name && m.data.orderNumber === orderNumber),
    place,
    get,
    move,
    deliver,
    deliveredDaysAgo,
    cancel,
    cancelPart,
    submitUtr,
    markPaid,
  };
}
