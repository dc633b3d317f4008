import { SellerEvents } from '@thindi/contracts';
import type { UnitEvents } from '@thindi/platform';
import { and, eq, isNull, min } from 'drizzle-orm';
import { isSelling } from '../domain/food-licence';
import { publicProfileEvent } from '../domain/public-profile';
import type { SellerDb } from './seller-db';
import { sellerHistory, sellers, type SellerRow } from './schema';

/**
 * Tells the catalog what the storefront shows of a seller and whether its licence lets it sell
 * (seller.public-profile-changed), through the outbox of the caller's transaction, and remembers the `selling` it
 * told (the sweep publishes again only when it changes). Answers that `selling`.
 */
export async function publishPublicProfile(
  tx: SellerDb,
  events: UnitEvents,
  row: SellerRow,
  graceDays: number,
  now = new Date(),
): Promise<boolean> {
  const selling = isSelling(row, now, graceDays);
  events.publish(
    SellerEvents.publicProfileChanged,
    publicProfileEvent(row, await approvedSince(tx, row), selling, now),
  );
  await tx.update(sellers).set({ publishedSelling: selling }).where(eq(sellers.id, row.id));
  return selling;
}

/** When the seller was first approved; a seller approved before the history was kept (the demo ones): its sign-up. */
async function approvedSince(tx: SellerDb, row: SellerRow): Promise<Date | null> {
  const [first] = await tx
    .select({ at: min(sellerHistory.at) })
    .from(sellerHistory)
    .where(and(eq(sellerHistory.sellerId, row.id), eq(sellerHistory.action, 'approved')));
  return first?.at ?? (row.isVerified ? row.createdAt : null);
}

/** Sellers whose public profile the catalog never heard, a batch at a time (locked: one replica takes each). */
export async function unpublishedSellers(tx: SellerDb, limit: number): Promise<SellerRow[]> {
  return tx
    .select()
    .from(sellers)
    .where(isNull(sellers.publishedSelling))
    .orderBy(sellers.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}
