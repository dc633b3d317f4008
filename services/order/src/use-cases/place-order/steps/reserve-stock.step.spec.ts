import { CatalogStockPatterns, type ProductSnapshot, type ReserveStockResult } from '@thindi/contracts';
import { DomainError, type ServiceClient } from '@thindi/platform';
import { stepContext } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { PlaceOrderState } from '../place-order.state';
import { reserveStockStep } from './reserve-stock.step';

const murukku: ProductSnapshot = {
  id: randomUUID(),
  name: 'Murukku',
  pricePaise: 12_000,
  image: null,
  weight: '250g',
  sellerId: randomUUID(),
  sellerName: 'Amma Snacks',
  stockQuantity: 10,
  variantId: randomUUID(),
  variantLabel: '250g',
  mrpPaise: 15_000,
  isDefault: true,
};

/** A catalog that answers `reserve` with `answer` (or fails with it) and records every command. */
function fakeCatalog(answer: ReserveStockResult | Error) {
  const sent: Array<{ pattern: string; data: unknown }> = [];
  const client = {
    command: async (pattern: string, data: unknown) => {
      sent.push({ pattern, data });
      if (pattern !== CatalogStockPatterns.reserve) return { released: true };
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as ServiceClient;
  return { client, sent };
}

const state = (): PlaceOrderState =>
  ({
    orderId: randomUUID(),
    lines: [{ productId: murukku.id, quantity: 2 }],
  }) as PlaceOrderState;

/** Whether the step's undo runs after it failed with `err` (a refusal reserved nothing). */
const undoneAfter = async (answer: ReserveStockResult | Error) => {
  const step = reserveStockStep(fakeCatalog(answer).client);
  const err = await step.invoke(state(), stepContext('place-order')).catch((e: unknown) => e);
  return { err, undone: step.compensation!.evenIfFailed!(err) };
};

describe('place-order step reserve-stock', () => {
  it('reserves every line in one call keyed by the order and answers the catalog’s snapshots', async () => {
    const { client, sent } = fakeCatalog({ ok: true, products: [murukku] });
    const s = state();
    expect(await reserveStockStep(client).invoke(s, stepContext('place-order'))).toEqual({
      products: [murukku],
      lines: [{ productId: murukku.id, variantId: murukku.variantId, quantity: 2 }],
    });
    expect(sent).toEqual([{ pattern: CatalogStockPatterns.reserve, data: { orderId: s.orderId, lines: s.lines } }]);
  });

  it('holds a line naming no pack and one naming the default pack to one line’s limit, and undoes the reserve', async () => {
    const step = reserveStockStep(fakeCatalog({ ok: true, products: [murukku] }).client);
    const s = {
      ...state(),
      lines: [
        { productId: murukku.id, quantity: 60 },
        { productId: murukku.id, variantId: murukku.variantId, quantity: 60 },
      ],
    };
    const err = await step.invoke(s, stepContext('place-order')).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'ORDER.QUANTITY_LIMIT', message: 'At most 100 of Murukku 250g per order' });
    expect(step.compensation!.evenIfFailed!(err)).toBe(true);
  });

  it('refuses a short line by name, and leaves nothing to undo', async () => {
    const { err, undone } = await undoneAfter({
      ok: false,
      reason: 'short',
      productId: murukku.id,
      variantId: murukku.variantId,
      name: 'Murukku',
      available: 1,
    });
    expect(err).toMatchObject({ code: 'ORDER.OUT_OF_STOCK', message: 'Only 1 left in stock for Murukku' });
    expect(undone).toBe(false);
  });

  it('refuses a product the catalog does not know, and leaves nothing to undo', async () => {
    const { err, undone } = await undoneAfter({ ok: false, reason: 'missing', productId: murukku.id });
    expect(err).toMatchObject({ code: 'CATALOG.PRODUCT_NOT_FOUND' });
    expect(undone).toBe(false);
  });

  it('is undone even when it failed without an answer: the catalog may have reserved', async () => {
    const { err, undone } = await undoneAfter(DomainError.unavailable('A service did not answer in time'));
    expect(err).toBeInstanceOf(DomainError);
    expect(undone).toBe(true);
  });

  it('is undone by releasing the order’s reservation', async () => {
    const { client, sent } = fakeCatalog({ ok: true, products: [murukku] });
    const s = state();
    const { compensation } = reserveStockStep(client);
    const input = compensation!.with(s);
    expect(input).toEqual({ orderId: s.orderId });
    await compensation!.run(JSON.parse(JSON.stringify(input)));
    expect(sent).toEqual([{ pattern: CatalogStockPatterns.release, data: { orderId: s.orderId } }]);
  });
});
