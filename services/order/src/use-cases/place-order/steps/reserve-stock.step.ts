import { CatalogStockPatterns, type ReleaseStockResult, type ReserveStockResult } from '@thindi/contracts';
import { createStep, DomainError, type ServiceClient } from '@thindi/platform';
import { orderRef, type OrderRef, type PlaceOrderState } from '../place-order.state';

/** The catalog's refusals (short, missing, released) reserved nothing; anything else (no answer) may have. */
const refusals = new WeakSet<object>();
const mayHaveReserved = (err: unknown) => !(typeof err === 'object' && err !== null && refusals.has(err));

/**
 * Step 1: the catalog prices and reserves every line or none, in one call keyed by the order id, answering the
 * snapshots to price from (never the client's prices). Undo: release, which the catalog tombstones, so a
 * reserve that arrives after its release (a late or lost reply) reserves nothing.
 */
export const reserveStockStep = (client: ServiceClient) =>
  createStep<PlaceOrderState, OrderRef>(
    'reserve-stock',
    async ({ orderId, lines }) => {
      const result = await client.command<ReserveStockResult>(CatalogStockPatterns.reserve, { orderId, lines });
      if (!result.ok) throw refusal(result);
      const { products } = result;
      const missing = lines.find((l) => !products.some((p) => p.id === l.productId));
      if (missing) throw DomainError.notFound(`Product not found: ${missing.productId}`, 'CATALOG.PRODUCT_NOT_FOUND');
      return { products };
    },
    {
      with: orderRef,
      run: async ({ orderId }) => {
        await client.command<ReleaseStockResult>(CatalogStockPatterns.release, { orderId });
      },
      evenIfFailed: mayHaveReserved,
    },
  );

function refusal(result: Exclude<ReserveStockResult, { ok: true }>): DomainError {
  const error = refusalError(result);
  refusals.add(error);
  return error;
}

function refusalError(result: Exclude<ReserveStockResult, { ok: true }>): DomainError {
  if (result.reason === 'missing')
    return DomainError.notFound(`Product not found: ${result.productId}`, 'CATALOG.PRODUCT_NOT_FOUND');
  if (result.reason === 'released') return DomainError.unavailable('The order could not be placed. Please try again.');
  return DomainError.conflict(
    result.available > 0
      ? `Only ${result.available} left in stock for ${result.name}`
      : `${result.name} is out of stock`,
    'ORDER.OUT_OF_STOCK',
  );
}
