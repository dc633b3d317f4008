import { packOf, type PackRef, type ProductSnapshot } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';

/** A line naming a pack of a product; without `variantId` (or with null), its default pack (decision 034). */
export interface PackLine {
  productId: string;
  variantId?: string | null;
}

/** How the catalog is asked for the pack a line names. */
export const packRef = ({ productId, variantId }: PackLine): PackRef =>
  variantId ? { productId, variantId } : { productId };

/** The refusal of a line whose pack the catalog does not sell (unknown, inactive, or its seller not active). */
export const notForSale = ({ productId, variantId }: PackLine): DomainError =>
  DomainError.notFound(
    variantId ? `Pack not found: ${variantId}` : `Product not found: ${productId}`,
    'CATALOG.PRODUCT_NOT_FOUND',
  );

/** One key per pack as a line names it: a line without a pack id and one naming the default pack differ here. */
export const namedPackKey = ({ productId, variantId }: PackLine): string => `${productId}/${variantId ?? ''}`;

/** A line of an order or a cart: so many of one pack of a product. */
export interface PackQuantity extends PackLine {
  quantity: number;
}

/**
 * Repeated lines of one pack become one line (the stock check then sees the whole quantity); two packs of one
 * product stay two lines.
 */
export function mergeLines(lines: PackQuantity[]): PackQuantity[] {
  const merged = new Map<string, PackQuantity>();
  for (const { productId, variantId, quantity } of lines) {
    const key = namedPackKey({ productId, variantId });
    const had = merged.get(key);
    merged.set(key, { productId, ...(variantId ? { variantId } : {}), quantity: (had?.quantity ?? 0) + quantity });
  }
  return [...merged.values()];
}

/**
 * The lines as the packs the catalog answered for them, each naming its pack's id (a line without one was its
 * product's default pack), lines that turn out to be one pack added up; or the first line whose pack has no snapshot.
 */
export function resolvePacks(
  lines: PackQuantity[],
  snapshots: ProductSnapshot[],
): { lines: PackQuantity[]; missing?: undefined } | { missing: PackLine } {
  const resolved: PackQuantity[] = [];
  for (const line of lines) {
    const pack = packOf(snapshots, line);
    if (!pack) return { missing: line };
    resolved.push({ productId: pack.id, variantId: pack.variantId, quantity: line.quantity });
  }
  return { lines: mergeLines(resolved) };
}
