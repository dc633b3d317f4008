import { z } from 'zod';

/** Patterns the order service uses: product snapshots for pricing, and stock reservations keyed by order id. */
export const CatalogStockPatterns = {
  /** {productIds} → {products: ProductSnapshot[]} (only active products of active, verified sellers). */
  snapshot: 'catalog.products.snapshot',
  /** {orderId, lines} → reserves every line or none; repeat calls for the same order are no-ops. */
  reserve: 'catalog.stock.reserve',
  /** {orderId} → gives back what the order reserved, once. */
  release: 'catalog.stock.release',
} as const;

export const productSnapshotQuerySchema = z.object({ productIds: z.array(z.string().uuid()).min(1).max(100) });
export interface ProductSnapshot {
  id: string;
  name: string;
  pricePaise: number;
  image: string | null;
  weight: string;
  sellerId: string;
  sellerName: string;
  stockQuantity: number;
}
export interface ProductSnapshotResponse {
  products: ProductSnapshot[];
}

export const reserveStockSchema = z.object({
  orderId: z.string().uuid(),
  lines: z
    .array(z.object({ productId: z.string().uuid(), quantity: z.number().int().min(1) }))
    .min(1)
    .max(100),
});
export type ReserveStockInput = z.infer<typeof reserveStockSchema>;
/** ok false names the first product that is short. */
export type ReserveStockResult = { ok: true } | { ok: false; productId: string; name: string; available: number };
export const releaseStockSchema = z.object({ orderId: z.string().uuid() });
export interface ReleaseStockResult {
  released: boolean;
}
