import { Inject, Injectable } from '@nestjs/common';
import type { ReviewListQuery, ReviewQueueQuery, ReviewSummary, SellerReviewQuery } from '@thindi/contracts';
import type { OutboxEntry, UnitEvents } from '@thindi/platform';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { productsChanged } from './products-changed';
import { products, reviews, reviewVotes, type ReviewRow } from './schema';

export type NewReview = typeof reviews.$inferInsert;
type ReviewStatus = ReviewRow['status'];

/** Whether an insert failed on PostgreSQL's unique check (drivers wrap the error, so `cause` is walked). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Reviews and the product's rating. Every change that adds or takes away a published review moves the product's
 * `review_count` and `rating_total` in the same transaction, with `catalog.products-changed` in the outbox so the
 * storefront caches drop the old rating. The product's `version` is not bumped: it guards the seller's edit
 * form, which a shopper's review must not make stale.
 */
@Injectable()
export class ReviewsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** The new published review, or undefined when the order line already has a standing one. */
  async insert(tx: CatalogDb, events: UnitEvents, review: NewReview): Promise<ReviewRow | undefined> {
    try {
      // A savepoint: a refused insert leaves the caller's transaction usable.
      return await tx.transaction(async (sp) => {
        const [row] = await sp.insert(reviews).values(review).returning();
        await moveRating(sp, events, row.productId, 1, row.rating, 'review written');
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  }

  /**
   * Moves a review to `status` (with `reason` when hidden) when `allowed` accepts its current state; answers the
   * review as it now is, or undefined when unknown or not allowed. The rating follows in the same unit of work,
   * and so do the outbox entries `follow` makes of the review as it was (the mail to the author of a hidden
   * review). Publishing is an admin's approval: the photos are shown from then and a report is settled.
   */
  async setStatus(
    tx: CatalogDb,
    events: UnitEvents,
    id: string,
    status: ReviewStatus,
    reason: string | null,
    allowed: (row: ReviewRow) => boolean,
    follow: (before: ReviewRow) => OutboxEntry[] = () => [],
  ): Promise<ReviewRow | undefined> {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before || !allowed(before)) return undefined;
    const approval = status === 'published' ? { approvedAt: new Date(), reported: false } : {};
    const [after] = await tx
      .update(reviews)
      .set({ status, hiddenReason: status === 'hidden' ? reason : null, ...approval })
      .where(eq(reviews.id, id))
      .returning();
    events.add(...follow(before));
    const counted = (s: ReviewStatus) => (s === 'published' ? 1 : 0);
    const delta = counted(status) - counted(before.status);
    if (delta !== 0) await moveRating(tx, events, before.productId, delta, before.rating, `review ${status}`);
    return after;
  }

  find(id: string): Promise<ReviewRow | undefined> {
    return this.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, id))
      .then((rows) => rows[0]);
  }

  /** The review's seller (the owner of its product), for replies. */
  async sellerOf(review: ReviewRow): Promise<string | undefined> {
    const [row] = await this.db
      .select({ sellerId: products.sellerId })
      .from(products)
      .where(eq(products.id, review.productId));
    return row?.sellerId;
  }

  /** Counts one shopper's helpful vote; false when they had already voted. */
  async vote(tx: CatalogDb, id: string, customerId: string): Promise<boolean> {
    const inserted = await tx
      .insert(reviewVotes)
      .values({ reviewId: id, customerId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (inserted.length === 0) return false;
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, id));
    return true;
  }

  async report(id: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db.update(reviews).set({ reported: true }).where(eq(reviews.id, id)).returning();
    return row;
  }

  /** Records the seller's reply unless there is one already (answers undefined then). */
  async reply(id: string, text: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set({ sellerReply: text, sellerRepliedAt: new Date() })
      .where(and(eq(reviews.id, id), isNull(reviews.sellerReply)))
      .returning();
    return row;
  }

  /** One page of a product's published reviews, and how many there are. */
  async page(query: ReviewListQuery, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const where = and(eq(reviews.productId, query.productId), eq(reviews.status, 'published'));
    const order =
      query.sort === 'helpful'
        ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
    const rows = await this.db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where);
    return { rows, total };
  }

  /** The average (one decimal), count and distribution of a product's published ratings. */
  async summary(productId: string): Promise<ReviewSummary> {
    const rows = await this.db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
      .groupBy(reviews.rating);
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const { rating, count } of rows) distribution[rating as keyof typeof distribution] = count;
    const count = rows.reduce((sum, r) => sum + r.count, 0);
    const total = rows.reduce((sum, r) => sum + r.rating * r.count, 0);
    return { average: count ? Math.round((total / count) * 10) / 10 : 0, count, distribution };
  }

  /** Whether the product exists (in any state: a review of a product since switched off stays readable). */
  async productExists(productId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    return Boolean(row);
  }

  /**
   * One page of the reviews of a seller's products, newest first, with each product's name: published and
   * hidden ones (the seller sees why a review went), never withdrawn. 'unanswered' keeps those without a reply.
   */
  async sellerPage(
    sellerId: string,
    query: SellerReviewQuery,
    pageSize: number,
  ): Promise<{ rows: { review: ReviewRow; productName: string }[]; total: number }> {
    const where = and(
      eq(products.sellerId, sellerId),
      inArray(reviews.status, ['published', 'hidden']),
      query.filter === 'unanswered' ? isNull(reviews.sellerReply) : undefined,
    );
    const rows = await this.db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where);
    return { rows, total };
  }

  /** A shopper's standing (published or hidden) reviews of one order's products. */
  ofOrder(customerId: string, orderId: string): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.orderId, orderId), ne(reviews.status, 'withdrawn')))
      .orderBy(asc(reviews.createdAt));
  }

  /** Every review a shopper wrote (withdrawn ones too: they are still held), newest first, with each product's name. */
  ofCustomer(customerId: string): Promise<{ review: ReviewRow; productName: string }[]> {
    return this.db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.customerId, customerId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  }

  /** The name of the reviewed product, for the admin's answers and the author's mail. */
  async productNameOf(review: ReviewRow): Promise<string> {
    const [row] = await this.db.select({ name: products.name }).from(products).where(eq(products.id, review.productId));
    return row?.name ?? '';
  }

  /**
   * One page of the admin's queue with each product's name: 'waiting' (reported, or with photos not yet
   * approved; the oldest first, as they came in), 'hidden' or everything not withdrawn (the newest first).
   */
  async queue(
    query: ReviewQueueQuery,
    pageSize: number,
  ): Promise<{ rows: { review: ReviewRow; productName: string }[]; total: number }> {
    const where = QUEUE_FILTERS[query.filter];
    const order =
      query.filter === 'waiting'
        ? [asc(reviews.createdAt), asc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
    const rows = await this.db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where);
    return { rows, total };
  }
}

/** The queue's filters; 'waiting' is written as the partial index reviews_waiting_idx is, so it serves them. */
const QUEUE_FILTERS: Record<ReviewQueueQuery['filter'], SQL> = {
  waiting: sql`${reviews.status} = 'published' and (${reviews.reported} or (${reviews.photoKeys} <> '[]'::jsonb and ${reviews.approvedAt} is null))`,
  hidden: eq(reviews.status, 'hidden'),
  all: ne(reviews.status, 'withdrawn'),
};

/** Adds (or with a negative `count`, takes away) published ratings on the product, and announces the change. */
async function moveRating(
  tx: CatalogDb,
  events: UnitEvents,
  productId: string,
  count: number,
  rating: number,
  reason: string,
) {
  await tx
    .update(products)
    .set({
      reviewCount: sql`${products.reviewCount} + ${count}`,
      ratingTotal: sql`${products.ratingTotal} + ${count * rating}`,
    })
    .where(eq(products.id, productId));
  productsChanged(events, [productId], reason);
}
