import type { ProductSnapshot, ReserveStockResult } from '@thindi/contracts';
import type { ReservationStatus } from '../db/schema';

/** One product of an order and how many of it. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** One line per product (quantities added up), in id order so concurrent moves lock rows in the same order. */
export function mergeLines(lines: StockLine[]): StockLine[] {
  const byId = new Map<string, number>();
  for (const l of lines) byId.set(l.productId, (byId.get(l.productId) ?? 0) + l.quantity);
  return [...byId].sort(([a], [b]) => a.localeCompare(b)).map(([productId, quantity]) => ({ productId, quantity }));
}

export type LineCheck =
  { ok: true; products: ProductSnapshot[] } | { ok: false; result: Exclude<ReserveStockResult, { ok: true }> };

/**
 * Whether every line can be taken from the products for sale (`forSale`, as their locked rows hold them): a line
 * whose product is not for sale is missing, one asking more than its stock is short. All or none: the first
 * refusal answers. The snapshots show the stock after the lines are taken.
 */
export function checkLines(forSale: ProductSnapshot[], lines: StockLine[]): LineCheck {
  const after: ProductSnapshot[] = [];
  for (const line of lines) {
    const p = forSale.find((s) => s.id === line.productId);
    if (!p) return { ok: false, result: { ok: false, reason: 'missing', productId: line.productId } };
    if (p.stockQuantity < line.quantity) {
      const short = { productId: p.id, name: p.name, available: p.stockQuantity };
      return { ok: false, result: { ok: false, reason: 'short', ...short } };
    }
    after.push({ ...p, stockQuantity: p.stockQuantity - line.quantity });
  }
  return { ok: true, products: after };
}

/**
 * A reserve for an order that already has a reservation changes nothing: a repeat answers what the order holds,
 * and once the order's stock was released (or a release came first and left its tombstone) it is refused.
 */
export const reservesAgain = (status: ReservationStatus): boolean => status !== 'released';

/**
 * What confirming does to an order's reservation: a held one is confirmed (it no longer expires), a confirmed one
 * stays, a released one is taken again when all its stock is there, and without one the order cannot stand.
 */
export function confirmMove(status: ReservationStatus | undefined): 'refuse' | 'confirm' | 'keep' | 'retake' {
  if (status === undefined) return 'refuse';
  if (status === 'held') return 'confirm';
  return status === 'released' ? 'retake' : 'keep';
}

/** Only a reservation that holds stock (held or confirmed) has anything to give back: each line at most once. */
export const holdsStock = (status: ReservationStatus | undefined): boolean =>
  status === 'held' || status === 'confirmed';
