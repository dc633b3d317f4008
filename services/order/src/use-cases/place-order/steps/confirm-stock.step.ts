import { CatalogStockPatterns, type ConfirmStockResult } from '@thindi/contracts';
import { createStep, DomainError, type Logger, type ServiceClient } from '@thindi/platform';
import type { PlaceOrderState } from '../place-order.state';

/**
 * Step 4: the order is written, so its reservation must no longer expire. A catalog that cannot be reached
 * is not fatal: when the reservation expires, the sweeper finds that the order stands and keeps its stock. A catalog that answers `confirmed: false` has
 * already let the stock go (expired or released): the order cannot stand, and the earlier steps are undone.
 */
export const confirmStockStep = (client: ServiceClient, logger: Logger) =>
  createStep<PlaceOrderState>('confirm-stock', async ({ orderId }) => {
    const answer = await client
      .command<ConfirmStockResult>(CatalogStockPatterns.confirm, { orderId })
      .catch((err: unknown) => {
        logger.warn({ err, orderId }, 'stock not confirmed now; the reservation sweeper keeps it for the order');
        return { confirmed: true };
      });
    if (!answer.confirmed) {
      throw DomainError.conflict(
        'The items in your order could not be held for you. Please place the order again.',
        'ORDER.NOT_HELD',
      );
    }
  });
