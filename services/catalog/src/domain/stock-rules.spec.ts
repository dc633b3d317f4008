import type { ProductSnapshot } from '@thindi/contracts';
import type { ReservationStatus } from '../db/schema';
import { checkLines, confirmMove, holdsStock, mergeLines, reservesAgain } from './stock-rules';

const STATUSES: Array<ReservationStatus | undefined> = [undefined, 'held', 'confirmed', 'released'];

const snapshot = (id: string, stockQuantity: number): ProductSnapshot => ({
  id,
  name: `Product ${id}`,
  pricePaise: 10_000,
  image: null,
  weight: '250g',
  sellerId: 'seller',
  sellerName: 'Amma Foods',
  stockQuantity,
  gstClass: 'sweets',
  category: 'sweet',
});

describe('stock rules', () => {
  it('merges an order into one line per product, in id order', () => {
    const lines = [
      { productId: 'b', quantity: 1 },
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 3 },
    ];
    expect(mergeLines(lines)).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 4 },
    ]);
  });

  it('takes every line when the stock is there and shows the stock after', () => {
    const check = checkLines([snapshot('a', 5)], [{ productId: 'a', quantity: 2 }]);
    expect(check).toEqual({ ok: true, products: [snapshot('a', 3)] });
  });

  it('refuses a product that is not for sale, and a line asking more than the stock', () => {
    expect(checkLines([], [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: false,
      result: { ok: false, reason: 'missing', productId: 'a' },
    });
    expect(checkLines([snapshot('a', 1)], [{ productId: 'a', quantity: 2 }])).toEqual({
      ok: false,
      result: { ok: false, reason: 'short', productId: 'a', name: 'Product a', available: 1 },
    });
  });

  it('lets a reservation be reserved again, confirmed and released only as its status allows', () => {
    expect([reservesAgain('held'), reservesAgain('confirmed'), reservesAgain('released')]).toEqual([true, true, false]);
    expect(STATUSES.map(confirmMove)).toEqual(['refuse', 'confirm', 'keep', 'retake']);
    expect(STATUSES.map(holdsStock)).toEqual([false, true, true, false]);
  });
});
