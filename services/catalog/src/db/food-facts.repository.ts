import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogSellerJobs,
  FOOD_FACTS_HELD_MAIL_LIMIT,
  missingFoodFacts,
  type FoodFactsHeldJob,
  type SellerFoodFactsCounts,
} from '@thindi/contracts';
import type { UnitEvents } from '@thindi/platform';
import { and, eq, inArray, isNull, lt, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import { factsDueAt, foodFactsOf } from '../domain/food-facts';
import type { CatalogDb } from './catalog-db';
import { productsChanged } from './products-changed';
import { products, type ProductRow } from './schema';

/** A required fact not declared (REQUIRED_FOOD_FACTS): the condition of products_facts_due_idx. */
const factsMissing = or(
  isNull(products.diet),
  isNull(products.allergens),
  isNull(products.shelfLifeDays),
  isNull(products.countryOfOrigin),
  isNull(products.manufacturer),
)!;

/** Switched on, past its grace (begun before `graceStart`), not held yet, and without its required facts. */
const dueCondition = (graceStart: Date): SQL =>
  and(not(products.factsHeld), products.isActive, lt(products.foodFactsSince, graceStart), factsMissing)!;

/** Which sellers a hold takes: `only` one, or any but those in `skip`. */
export interface SellersAmong {
  only?: string;
  skip?: string[];
}

type HeldProduct = Pick<
  ProductRow,
  'id' | 'sellerId' | 'name' | 'diet' | 'allergens' | 'shelfLifeDays' | 'countryOfOrigin' | 'manufacturer'
> & { foodFactsSince: Date | string };

/** The SQL of the food-facts grace (decision 035): who is due a hold, and the admin's and a seller's counts. */
@Injectable()
export class FoodFactsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /**
   * Holds every switched-on product, past its grace (begun before `graceStart`) without its required facts, of up to
   * `sellers` sellers (the longest due first), in the caller's transaction: their visibility follows `facts_held`,
   * the storefront gets its products-changed event, and each seller one mail naming its products held here. A whole
   * seller is taken in one transaction, so a sweep mails each seller once; a product already held is never taken
   * again, so it is mailed once per hold. `among` narrows the sellers: `only` one of them, or all but `skip`. Answers
   * how many products were held and of how many sellers.
   */
  async holdDue(
    tx: CatalogDb,
    events: UnitEvents,
    graceStart: Date,
    sellers: number,
    now: Date,
    among: SellersAmong = {},
  ): Promise<{ held: number; sellers: number }> {
    const isDue = dueCondition(graceStart);
    const due = tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          isDue,
          among.only
            ? eq(products.sellerId, among.only)
            : inArray(products.sellerId, this.dueSellers(tx, isDue, sellers, among)),
        ),
      )
      .for('update', { skipLocked: true });
    // `visible` is named so the triggers that follow it (the catalogue version the storefront memos are kept under,
    // the search index's change stamp) fire: they watch the columns an UPDATE sets, and the visibility trigger
    // computes it from `facts_held` anyway.
    const result = await tx.execute(sql`
      UPDATE ${products} SET facts_held = true, visible = false, updated_at = ${now.toISOString()}::timestamptz
       WHERE id IN (${due}) AND NOT facts_held
       RETURNING id, seller_id AS "sellerId", name, diet, allergens, shelf_life_days AS "shelfLifeDays",
         country_of_origin AS "countryOfOrigin", manufacturer, food_facts_since AS "foodFactsSince"`);
    const held = (result as unknown as { rows: HeldProduct[] }).rows;
    if (held.length === 0) return { held: 0, sellers: 0 };
    productsChanged(
      events,
      held.map((p) => p.id),
      'food facts missing',
    );
    const bySeller = new Map<string, HeldProduct[]>();
    for (const p of held) bySeller.set(p.sellerId, [...(bySeller.get(p.sellerId) ?? []), p]);
    for (const [sellerId, own] of bySeller) {
      events.enqueue(CATALOG_SELLER_MAIL_QUEUE, CatalogSellerJobs.foodFactsHeld, heldJob(sellerId, own, now));
    }
    return { held: held.length, sellers: bySeller.size };
  }

  /** The ids of up to `sellers` sellers with products due a hold (the longest due first), leaving out `among.skip`. */
  async dueSellerIds(graceStart: Date, sellers: number, among: SellersAmong = {}): Promise<string[]> {
    const rows = await this.dueSellers(this.db, dueCondition(graceStart), sellers, among);
    return rows.map((r) => r.sellerId);
  }

  private dueSellers(db: CatalogDb, isDue: SQL, sellers: number, { skip = [] }: SellersAmong) {
    return db
      .select({ sellerId: products.sellerId })
      .from(products)
      .where(skip.length ? and(isDue, notInArray(products.sellerId, skip)) : isDue)
      .groupBy(products.sellerId)
      .orderBy(sql`min(${products.foodFactsSince})`)
      .limit(sellers);
  }

  /**
   * A seller's products without their required facts (its dashboard): on grace, held, and the earliest end of grace
   * among those on it.
   */
  async sellerCounts(sellerId: string, graceDays: number): Promise<SellerFoodFactsCounts> {
    const onGrace = sql`not ${products.factsHeld} and ${factsMissing}`;
    const [row] = await this.db
      .select({
        missing: sql<number>`count(*) filter (where ${onGrace})::int`,
        held: sql<number>`count(*) filter (where ${products.factsHeld})::int`,
        since: sql<string | null>`min(${products.foodFactsSince}) filter (where ${onGrace})`,
      })
      .from(products)
      .where(eq(products.sellerId, sellerId));
    if (!row) return { missing: 0, held: 0, dueAt: null };
    const dueAt = row.since === null ? null : factsDueAt(new Date(row.since), graceDays).toISOString();
    return { missing: row.missing, held: row.held, dueAt };
  }

  /** Products on sale in their grace without their required facts, and products held for them. */
  async figures(): Promise<{ productsWithoutFacts: number; productsHeldForFacts: number }> {
    const [row] = await this.db
      .select({
        productsWithoutFacts: sql<number>`count(*) filter (where not ${products.factsHeld} and ${factsMissing})::int`,
        productsHeldForFacts: sql<number>`count(*) filter (where ${products.factsHeld})::int`,
      })
      .from(products);
    return row ?? { productsWithoutFacts: 0, productsHeldForFacts: 0 };
  }
}

/** The mail notice of one seller's products held in one transaction, the longest due first. */
function heldJob(sellerId: string, held: HeldProduct[], now: Date): FoodFactsHeldJob {
  // Raw rows carry the timestamp as the driver gives it (a Date, or its text).
  const since = (p: HeldProduct) => new Date(p.foodFactsSince).getTime();
  const ordered = [...held].sort((a, b) => since(a) - since(b));
  const named = ordered.slice(0, FOOD_FACTS_HELD_MAIL_LIMIT);
  return {
    sellerId,
    products: named.map((p) => ({ productId: p.id, name: p.name, missing: missingFoodFacts(foodFactsOf(p)) })),
    more: ordered.length - named.length,
    heldAt: now.toISOString(),
  };
}
