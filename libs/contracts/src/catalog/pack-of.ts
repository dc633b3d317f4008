import type { PackRef, ProductSnapshot } from './stock.schema';

/**
 * The snapshot of the pack a line or request names: the one with its id, else (no `variantId`, or null as a stored
 * cart line has it) the product's default pack (decision 034).
 */
export const packOf = (
  snapshots: ProductSnapshot[],
  { productId, variantId }: Pick<PackRef, 'productId'> & { variantId?: string | null },
): ProductSnapshot | undefined =>
  snapshots.find((s) => s.id === productId && (variantId ? s.variantId === variantId : s.isDefault));
