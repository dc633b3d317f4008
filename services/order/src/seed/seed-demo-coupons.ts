import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { OrderDb } from '../db/order-db';
import { coupons } from '../db/schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo marketplace's festival coupon, made on a first start (no coupon yet): FESTIVE10, 10% off up to ₹150 on
 * ₹499 or more, paid for by the platform, three orders per shopper, for a year from then. Answers whether it made it.
 */
export async function seedDemoCoupons(db: OrderDb, now = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(coupons);
  if (Number(n) > 0) return false;
  await db.insert(coupons).values({
    id: randomUUID(),
    code: 'FESTIVE10',
    funder: 'platform',
    sellerId: null,
    sellerName: null,
    kind: 'percent',
    percentBps: 1_000,
    flatPaise: null,
    minSubtotalPaise: 49_900,
    maxDiscountPaise: 15_000,
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 365 * DAY_MS),
    usageLimit: null,
    perCustomerLimit: 3,
    categories: [],
    productIds: [],
    status: 'active',
    used: 0,
    createdBy: 'platform',
    createdAt: now,
    updatedAt: now,
  });
  return true;
}
