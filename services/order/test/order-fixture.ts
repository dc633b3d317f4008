import { OrderPatterns, type Order, type PlaceOrderResult, type Principal, type SellerOrder } from '@thindi/contracts';
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

export interface PlaceOptions {
  items?: Array<{ productId: string; quantity: number }>;
  shippingAddress?: Record<string, string>;
}

/**
 * The order service with the fake catalog, and the steps a spec takes through it. The steps can be named where
 * the spec is declared; `start` (in `beforeAll`) starts the service with `env` added to its variables.
 */
export function orderServiceForTest(env: Record<string, string> = {}) {
  let started: ServiceUnderTest | undefined;
  const running = (): ServiceUnderTest => {
    if (!started) throw new Error('The order service is not started: call start() in beforeAll');
    return started;
  };

  /** Meena's order: two murukku and a laddu unless other items are given, to her Madurai address. */
  const place = async ({ items, shippingAddress = maduraiAddress }: PlaceOptions = {}): Promise<Order> => {
    items ??= [
      { productId: murukku.id, quantity: 2 },
      { productId: laddu.id, quantity: 1 },
    ];
    const { order } = await running().platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress } },
    });
    return order;
  };
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

  return {
    start: async () => (started = await startServiceForTest('order', orderWithFakeCatalog, { env })),
    stop: async () => started?.stop(),
    place,
    move,
    deliver,
    deliveredDaysAgo,
  };
}
