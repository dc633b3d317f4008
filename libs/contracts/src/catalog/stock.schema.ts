import { z } from 'zod';

/** Patterns the order service uses: product snapshots for pricing, and stock reservations keyed by order id. */
export const CatalogStockPatterns = {
  /**
   * {productIds} or {items: [{productId, variantId?}]} → {products: ProductSnapshot[]}: one snapshot per pack asked
   * for (a product id alone asks for its default pack), only active products of active, verified sellers.
   */
  snapshot: 'catalog.products.snapshot',
  /**
   * {orderId, lines} → prices and reserves in one call: every line or none, answering the snapshots of the
   * products reserved. A repeat for the same order answers the same; after a release of that order (its
   * tombstone) it reserves nothing. An unconfirmed reservation expires after RESERVATION_TTL_SECONDS.
   */
  reserve: 'catalog.stock.reserve',
  /** {orderId} → the order was written: its reservation no longer expires. Repeats are no-ops. */
  confirm: 'catalog.stock.confirm',
  /** {orderId} → gives back what the order reserved, once, and leaves a tombstone so a late reserve is a no-op. */
  release: 'catalog.stock.release',
} as const;

/** The catalog's own job queue; its repeatable sweep releases held reservations that expired. */
export const CATALOG_JOBS_QUEUE = 'catalog-jobs';
export const CatalogJobs = { sweepReservations: 'reservations.sweep' } as const;

/** A pack of a product: `variantId` absent means the product's default pack (decision 034). */
export const packRefSchema = z.object({ productId: z.string().uuid(), variantId: z.string().uuid().optional() });
export type PackRef = z.infer<typeof packRefSchema>;
export const productSnapshotQuerySchema = z
  .object({
    productIds: z.array(z.string().uuid()).min(1).max(100).optional(),
    items: z.array(packRefSchema).min(1).max(100).optional(),
  })
  .refine((q) => (q.productIds === undefined) !== (q.items === undefined), 'give productIds or items');
export type ProductSnapshotQuery = z.infer<typeof productSnapshotQuerySchema>;
/** One pack of a product as an order is priced from it: the price and stock are the pack's. */
export interface ProductSnapshot {
  id: string;
  name: string;
  /** The pack's price before GST. */
  pricePaise: number;
  image: string | null;
  /** The pack's label ('500 g'): what the shopper buys. */
  weight: string;
  sellerId: string;
  sellerName: string;
  /** The pack's stock. */
  stockQuantity: number;
  /** The pack (decision 034): its id, label, MRP (inclusive of all taxes) and whether it is the default one. */
  variantId: string;
  variantLabel: string;
  mrpPaise: number;
  isDefault: boolean;
  /** The product's GST class (GST_CLASS_OPTIONS id); absent from catalogs that do not store one yet. */
  gstClass?: string;
  /** Days the food keeps from packing (decision 035); null or absent when its seller has not declared it. */
  shelfLifeDays?: number | null;
  /** The storefront category (commission is set per category); absent from catalogs that do not send it yet. */
  category?: string;
}
export interface ProductSnapshotResponse {
  products: ProductSnapshot[];
}

export const reserveStockSchema = z.object({
  orderId: z.string().uuid(),
  lines: z
    .array(packRefSchema.extend({ quantity: z.number().int().min(1) }))
    .min(1)
    .max(100),
});
export type ReserveStockInput = z.infer<typeof reserveStockSchema>;
/**
 * ok: one snapshot per reserved pack (what the order is priced from). short: names the first pack with too
 * little stock ('Mysore Pak 500 g'). missing: a product or pack that is not for sale (unknown, inactive, or its
 * seller is not active and verified). released: the order was released before this reserve arrived; nothing was
 * reserved.
 */
export type ReserveStockResult =
  | { ok: true; products: ProductSnapshot[] }
  | { ok: false; reason: 'short'; productId: string; variantId: string; name: string; available: number }
  | { ok: false; reason: 'missing'; productId: string; variantId?: string }
  | { ok: false; reason: 'released' };
export const releaseStockSchema = z.object({ orderId: z.string().uuid() });
export const confirmStockSchema = z.object({ orderId: z.string().uuid() });
export interface ConfirmStockResult {
  /** false when the reservation was already released (expired or compensated): the order must not stand. */
  confirmed: boolean;
}
export interface ReleaseStockResult {
  released: boolean;
}
