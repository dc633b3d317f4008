import { PRODUCT_CHANGED_MESSAGE } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { CatalogDb } from '../../db/catalog-db';
import { lockPacks, packsHeldForOrders } from '../../db/packs';
import type { SavedPack } from './pack-list';

/**
 * Locks the product's packs and checks a saved list against them as they are now: a listed pack gone, or changed
 * since the version the form gave, is a 409 (PRODUCT_CHANGED), and so is removing a pack that holds stock for an
 * open order. Answers the ids of the packs the list removes.
 */
export async function checkPackList(tx: CatalogDb, productId: string, packs: SavedPack[]): Promise<string[]> {
  const current = await lockPacks(tx, productId);
  for (const pack of packs.filter((p) => p.id)) {
    const now = current.find((p) => p.id === pack.id);
    if (!now || (pack.version !== undefined && pack.version !== now.version))
      throw DomainError.conflict(PRODUCT_CHANGED_MESSAGE, 'CATALOG.PRODUCT_CHANGED');
  }
  const removed = current.filter((p) => !packs.some((listed) => listed.id === p.id));
  const [held] = await packsHeldForOrders(
    tx,
    removed.map((p) => p.id),
  );
  const label = removed.find((p) => p.id === held)?.label;
  if (label !== undefined)
    throw DomainError.conflict(`The ${label} pack has stock held for open orders; set its stock to 0 instead`);
  return removed.map((p) => p.id);
}
