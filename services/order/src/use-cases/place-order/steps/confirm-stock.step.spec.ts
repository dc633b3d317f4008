import { CatalogStockPatterns, type ConfirmStockResult } from '@thindi/contracts';
import { createLogger, DomainError, type ServiceClient } from '@thindi/platform';
import { stepContext } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { PlaceOrderState } from '../place-order.state';
import { confirmStockStep } from './confirm-stock.step';

const logger = createLogger('test', 'silent');

/** A catalog that answers `confirm` with `answer` (or fails with it) and records every command. */
function fakeCatalog(answer: ConfirmStockResult | Error) {
  const sent: Array<{ pattern: string; data: unknown }> = [];
  const client = {
    command: async (pattern: string, data: unknown) => {
      sent.push({ pattern, data });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as ServiceClient;
  return { client, sent };
}

const confirm = (client: ServiceClient, orderId = randomUUID()) =>
  confirmStockStep(client, logger).invoke({ orderId } as PlaceOrderState, stepContext('place-order'));

describe('place-order step confirm-stock', () => {
  it('confirms the order’s reservation, so it no longer expires', async () => {
    const { client, sent } = fakeCatalog({ confirmed: true });
    const orderId = randomUUID();
    await confirm(client, orderId);
    expect(sent).toEqual([{ pattern: CatalogStockPatterns.confirm, data: { orderId } }]);
  });

  it('fails the order when the catalog has already let the stock go', async () => {
    const { client } = fakeCatalog({ confirmed: false });
    await expect(confirm(client)).rejects.toMatchObject({ code: 'ORDER.NOT_HELD' });
  });

  it('lets the order stand when the catalog cannot be reached: the sweeper keeps its stock', async () => {
    const { client } = fakeCatalog(DomainError.unavailable('A service did not answer in time'));
    await expect(confirm(client)).resolves.toBeUndefined();
  });

  it('has nothing to undo', () => {
    expect(confirmStockStep(fakeCatalog({ confirmed: true }).client, logger).compensation).toBeUndefined();
  });
});
