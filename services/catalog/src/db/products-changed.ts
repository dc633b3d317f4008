import { CatalogEvents, type ProductsChangedEvent } from '@thindi/contracts';
import type { UnitEvents } from '@thindi/platform';

/**
 * Names `catalog.products-changed` in the unit of work of the change: the event exists exactly when the change
 * does, and the relay sends it even after a broker outage or a crash.
 */
export function productsChanged(events: UnitEvents, productIds: string[], reason: string): void {
  const data: ProductsChangedEvent = { productIds, reason, at: new Date().toISOString() };
  events.publish(CatalogEvents.productsChanged, data);
}
