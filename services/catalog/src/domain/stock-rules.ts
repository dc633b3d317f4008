import { packName, packOf, type PackRef, type ProductSnapshot, type ReserveStockResult } from '@thindi/contracts';
import type { ReservationStatus } from '../db/schema';

/** A pack an order asks for and how many of it (no `variantId`: the product's default pack). */
export type StockRequest = PackRef & { quantity: number };

/** One pack of an order and how many of it. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

const byKeys = (a: StockLine, b: StockLine) =>
  a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId);

/**
 * One line per pack (quantities added up), in product then pack order, so concurrent moves lock the products'
 * rows in the same order.
 */
export function mergeLines(lines: StockLine[]): StockLine[] {
  const byPack = new Map<string, StockLine>();
  for (const l of lines) {
    const seen = byPack.get(l.variantId);
    byPack.set(l.variantId, { ...l, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  return [...byPack.values()].sort(byKeys);
}

export type LineCheck =
  | { ok: true; lines: StockLine[]; products: ProductSnapshot[] }
  | { ok: false; result: Exclude<ReserveStockResult, { ok: true }> };

/**
 * Whether every request can be taken from the packs for sale (`forSale`, as their locked rows hold them): a
 * request whose product or pack is not for sale is missing, a pack asked for more than its stock is short. All or
 * none: the first refusal answers. Answers the lines by pack and the snapshots with the stock after they are taken.
 */
export function checkLines(forSale: ProductSnapshot[], requests: StockRequest[]): LineCheck {
  const lines: StockLine[] = [];
  for (const request of requests) {
    const pack = packOf(forSale, request);
    if (!pack) {
      const { productId, variantId } = request;
      return { ok: false, result: { ok: false, reason: 'missing', productId, ...(variantId ? { variantId } : {}) } };
    }
    lines.push({ productId: pack.id, variantId: pack.variantId, quantity: request.quantity });
  }
  const merged = mergeLines(lines);
  const after: ProductSnapshot[] = [];
  for (const line of merged) {
    const pack = forSale.find((s) => s.variantId === line.variantId)!;
    if (pack.stockQuantity < line.quantity) {
      const short = {
        productId: pack.id,
        variantId: pack.variantId,
        name: packName(pack.name, pack.variantLabel),
        available: pack.stockQuantity,
      };
      return { ok: false, result: { ok: false, reason: 'short', ...short } };
    }
    after.push({ ...pack, stockQuantity: pack.stockQuantity - line.quantity });
  }
  return { ok: true, lines: merged, products: after };
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
