import {
  CatalogStockPatterns,
  MAX_LINE_QUANTITY,
  packOf,
  type ReleaseStockResult,
  type ReserveStockResult,
} from '@thindi/contracts';
import { createStep, DomainError, type ServiceClient } from '@thindi/platform';
import { notForSale, packRef, resolvePacks } from '../../../domain/packs';
import { overLineLimit, packNameOf } from '../line-limits';
import { orderRef, type OrderRef, type PlaceOrderState } from '../place-order.state';

/** The catalog's refusals (short, missing, released) reserved nothing; anything else (no answer) may have. */
const refusals = new WeakSet<object>();
const mayHaveReserved = (err: unknown) => !(typeof err === 'object' && err !== null && refusals.has(err));

/**
 * Step 1: the catalog prices and reserves every line (a pack each) or none, in one call keyed by the order id,
 * answering the snapshots to price from (never the client's prices). The lines then name their packs' ids: a line
 * without one was its product's default pack, and may turn out to be another line's pack (their sum is held to the
 * per-line limit too). Undo: release, which the catalog tombstones, so a reserve that arrives after its release (a
 * late or lost reply) reserves nothing.
 */
export const reserveStockStep = (client: ServiceClient) =>
  createStep<PlaceOrderState, OrderRef>(
    'reserve-stock',
    async ({ orderId, lines }) => {
      const reserve = lines.map((l) => ({ ...packRef(l), quantity: l.quantity }));
      const result = await client.command<ReserveStockResult>(CatalogStockPatterns.reserve, {
        orderId,
        lines: reserve,
      });
      if (!result.ok) throw refusal(result);
      const { products } = result;
      const resolved = resolvePacks(lines, products);
      if (resolved.missing) throw notForSale(resolved.missing);
      const over = resolved.lines.find((l) => l.quantity > MAX_LINE_QUANTITY);
      if (over) throw overLineLimit(packNameOf(packOf(products, over)!));
      return { products, lines: resolved.lines };
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
  if (result.reason === 'missing') return notForSale(result);
  if (result.reason === 'released') return DomainError.unavailable('The order could not be placed. Please try again.');
  return DomainError.conflict(
    result.available > 0
      ? `Only ${result.available} left in stock for ${result.name}`
      : `${result.name} is out of stock`,
    'ORDER.OUT_OF_STOCK',
  );
}
