import type {
  Allergen,
  CatalogImportReport,
  CatalogImportStatus,
  Diet,
  NetUnit,
  NutritionPer100g,
} from '@thindi/contracts';
import { outboxTable } from '@thindi/platform/outbox-table';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const catalogSchema = pgSchema('catalog');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Which sellers may be shown: a mirror of the seller service's verdicts, fed by seller events. */
export const sellers = catalogSchema.table('sellers', {
  id: uuid('id').primaryKey(),
  businessName: text('business_name').notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** Whether the seller's FSSAI licence lets it sell now, as the seller service says (decision 035). */
  sellsFood: boolean('sells_food').notNull().default(true),
  /** What the storefront shows of the seller (its licence number, city, customer care, story), as last told. */
  publicProfile: jsonb('public_profile').$type<SellerPublicProfile>(),
  /** When the seller service recorded that profile: an older one arriving later is ignored (migration 0022). */
  profileAt: timestamp('profile_at', { withTimezone: true }),
  /** The sums of its products' published reviews (its rating), kept by a trigger on products (migration 0021). */
  reviewCount: integer('review_count').notNull().default(0),
  ratingTotal: integer('rating_total').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
/** The seller's public details the catalog keeps (decision 035). */
export interface SellerPublicProfile {
  fssaiLicenceNumber: string | null;
  address: { city: string; state: string; pincode: string } | null;
  customerCare: { phone: string; email: string } | null;
  about: string | null;
  /** When the seller was approved (the page's 'selling since'). */
  since: string | null;
}

export const products = catalogSchema.table(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
    weight: text('weight').notNull(),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The seller's GST class (HSN and rate); null on products saved before it: the default by category and name. */
    gstClass: text('gst_class'),
    isActive: boolean('is_active').notNull().default(true),
    /** Why an admin switched the product off (shown to its seller); cleared when it is switched back on. */
    deactivationReason: text('deactivation_reason'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Bumped by every change (seller save, stock moves, admin toggle): a save from a stale form is refused. */
    version: integer('version').notNull().default(1),
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** The ingredients as text, written by the app: ranked below the name and above the description. */
    ingredientsText: text('ingredients_text').notNull().default(''),
    /** Category, description and weight, written by the app: the least weight in search. */
    searchText: text('search_text').notNull().default(''),
    /** What a search matches, as PostgreSQL parses and weighs it: each catalog process's search index reads it. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', ingredients_text), 'B') || setweight(to_tsvector('english', search_text), 'C')`,
    ),
    /** What its label says (decision 035): null where not declared; `allergens` [] declares none. */
    diet: text('diet').$type<Diet>(),
    allergens: text('allergens').array().$type<Allergen[]>(),
    nutrition: jsonb('nutrition').$type<NutritionPer100g>(),
    shelfLifeDays: integer('shelf_life_days'),
    storage: text('storage'),
    countryOfOrigin: text('country_of_origin'),
    manufacturer: jsonb('manufacturer').$type<{ name: string; address: string }>(),
    /** When its grace period without the required facts started: its first save (a later save keeps it). */
    foodFactsSince: timestamp('food_facts_since', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the sweep once that grace ended without them: off sale until they are given. */
    factsHeld: boolean('facts_held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_seller_idx').on(t.sellerId),
    index('products_category_idx').on(t.category),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Partial indexes of the storefront orders (see migration 0007 for the discount one).
    index('products_browse_idx')
      .on(t.featured.desc(), t.createdAt.desc(), t.id)
      .where(sql`visible`),
    index('products_browse_category_idx')
      .on(t.category, t.featured.desc(), t.createdAt.desc(), t.id)
      .where(sql`visible`),
    index('products_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`visible`),
    index('products_price_idx')
      .on(t.pricePaise, t.id)
      .where(sql`visible`), // INCLUDE (category, created_at): see migration 0007
    index('products_category_price_idx')
      .on(t.category, t.pricePaise, t.id)
      .where(sql`visible`),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id),
  ],
);

/**
 * A product's pack sizes (decision 034): net quantity, price, MRP (inclusive of all taxes), stock with its version,
 * the seller's SKU (unique per seller, any case) and one default pack per product. The product row keeps its
 * default pack's label, price and stock, and the cheapest pack in stock as its price (what lists sort and filter
 * by), written with every pack change.
 */
export const productVariants = catalogSchema.table(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    netValue: doublePrecision('net_value').notNull(),
    netUnit: text('net_unit').$type<NetUnit>().notNull(),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sku: text('sku'),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** What the seller should check in a pack made from an older product; cleared by the next save. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_variants_default_key')
      .on(t.productId)
      .where(sql`is_default`),
    uniqueIndex('product_variants_sku_key')
      .on(t.sellerId, sql`lower(${t.sku})`)
      .where(sql`sku IS NOT NULL`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);
export type PackRow = typeof productVariants.$inferSelect;

/** Facts about this catalogue, such as whether the demo seed has run. */
export const meta = catalogSchema.table('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Stock held by an order, one row per (order, product): reserving or releasing twice changes nothing. */
export const stockReservations = catalogSchema.table(
  'stock_reservations',
  {
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** The pack the stock was taken from; null only on lines older than packs whose product is gone. */
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The line's part was delivered: its pack no longer has stock held for an open order. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_reservations_order_pack_key').on(t.orderId, t.productId, t.variantId),
    index('stock_reservations_open_pack_idx')
      .on(t.variantId)
      .where(sql`released_at IS NULL AND delivered_at IS NULL`),
  ],
);

export type ReservationStatus = 'held' | 'confirmed' | 'released';

/**
 * One row per order, written by whichever of reserve and release comes first and locked by the other, so
 * PostgreSQL serialises them. A release that finds no row leaves a `released` tombstone: a late reserve is a
 * no-op. Held reservations expire (`expires_at`) and are swept; confirmed ones never expire.
 */
export const reservations = catalogSchema.table(
  'reservations',
  {
    orderId: uuid('order_id').primaryKey(),
    status: text('status').$type<ReservationStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'held'`),
  ],
);

/** Catalog events written in the transaction of the change they announce (see OutboxRelay). */
export const outbox = outboxTable(catalogSchema);

/**
 * `products.visible`: whether the storefront may show the product (active, and its seller verified and active in
 * the mirror). Triggers (migration 0007) keep it in the transaction of every change to either side; the app only
 * reads it, so it is left out of the table's columns (no insert or update ever names it).
 */
export const productVisible = sql<boolean>`"catalog"."products"."visible"`;

export const catalogTables = { sellers, products, productVariants, meta, stockReservations, reservations, outbox };
export type ProductRow = typeof products.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;

/** Names that mean the same food (laddu/ladoo/ladu); built-in groups come with the catalogue. */
export const synonymGroups = catalogSchema.table('synonym_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The terms of the synonym groups; the term is the key, so a term belongs to one group at most. */
export const synonymTerms = catalogSchema.table(
  'synonym_terms',
  {
    term: text('term').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => synonymGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('synonym_terms_group_idx').on(t.groupId)],
);

/**
 * The search vocabulary: every word of product names, ingredients and categories with how many products use it,
 * kept by triggers on products (bulk loads too). Respelling and suggestions read it.
 */
export const searchTerms = catalogSchema.table('search_terms', {
  term: text('term').primaryKey(),
  products: integer('products').notNull(),
});

/** Distinct product names (by lower case) with how many products bear them, kept by triggers: suggestions. */
export const searchNames = catalogSchema.table('search_names', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  products: integer('products').notNull(),
});

/**
 * Reviews by shoppers whose order line was delivered: one standing review per order line. Editing withdraws the
 * review and writes a new one, so a withdrawn row stays (the history) and leaves room under the unique index.
 * Only published reviews count in the product's `review_count` and `rating_total`.
 */
export const reviews = catalogSchema.table(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** First name and last initial ('Meena I.'), as the order service names the shopper. */
    reviewerName: text('reviewer_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    status: text('status').$type<'published' | 'hidden' | 'withdrawn'>().notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reported: boolean('reported').notNull().default(false),
    sellerReply: text('seller_reply'),
    sellerRepliedAt: timestamp('seller_replied_at', { withTimezone: true }),
    /** The media service's keys of the shopper's photos (`review-photos/<name>.webp`), at most three. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    /** When an admin approved the review (its photos are shown from then; a later report asks again). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_title_check', sql`char_length(${t.title}) <= 100`),
    check('reviews_body_check', sql`char_length(${t.body}) <= 1000`),
    check('reviews_status_check', sql`${t.status} in ('published', 'hidden', 'withdrawn')`),
    uniqueIndex('reviews_order_product_key')
      .on(t.orderId, t.productId)
      .where(sql`status <> 'withdrawn'`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // A shopper's copy of their data reads every review they wrote.
    index('reviews_customer_idx').on(t.customerId, t.createdAt),
    check('reviews_photo_keys_check', sql`jsonb_array_length(${t.photoKeys}) <= 3`),
    // The admin's queue: reported reviews, and reviews whose photos wait for approval.
    index('reviews_waiting_idx')
      .on(t.createdAt)
      .where(sql`status = 'published' and (reported or (photo_keys <> '[]'::jsonb and approved_at is null))`),
  ],
);

/** One helpful vote per shopper and review. */
export const reviewVotes = catalogSchema.table(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);
export type ReviewRow = typeof reviews.$inferSelect;

/** A seller's catalogue file run as a job (the file waits in storage): its progress and its report (migration 0019). */
export const catalogImports = catalogSchema.table(
  'catalog_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    status: text('status').$type<CatalogImportStatus>().notNull().default('queued'),
    dryRun: boolean('dry_run').notNull(),
    totalRows: integer('total_rows').notNull(),
    doneRows: integer('done_rows').notNull().default(0),
    report: jsonb('report').$type<CatalogImportReport>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_imports_seller_idx').on(t.sellerId, t.createdAt.desc())],
);
export type CatalogImportRow = typeof catalogImports.$inferSelect;
