import { CatalogEvents, type ProductsChangedEvent } from '@thindi/contracts';
import { recordInOutbox } from '@thindi/platform';
import type { CatalogDb } from './catalog-db';
import { outbox } from './schema';

/**
 * Writes `catalog.products-changed` into the catalog's outbox with the caller's transaction: the event exists
 * exactly when the change does, and the relay (CatalogOutbox) sends it even after a broker outage or a crash.
 */
export async function recordProductsChanged(tx: CatalogDb, productIds: string[], reason: string): Promise<void> {
  const data: ProductsChangedEvent = { productIds, reason, at: new Date().toISOString() };
  await recordInOutbox(tx, outbox, [{ kind: 'event', subject: CatalogEvents.productsChanged, data }]);
}
