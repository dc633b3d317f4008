import type { ProductSnapshot } from '@thindi/contracts';
import type { ReservationStatus } from '../db/schema';
import { checkLines, confirmMove, holdsStock, mergeLines, reservesAgain } from './stock-rules';

const STATUSES: Array<ReservationStatus | undefined> = [undefined, 'held', 'confirmed', 'released'];

const pack = (id: string, variant: string, stockQuantity: number, isDefault = true): ProductSnapshot => ({
  id,
  name: `Product ${id}`,
  pricePaise: 10_000,
  image: null,
  weight: `${variant} g`,
  sellerId: 'seller',
  sellerName: 'Amma Foods',
  stockQuantity,
  variantId: `${id}-${variant}`,
  variantLabel: `${variant} g`,
  mrpPaise: 11_000,
  isDefault,
  gstClass: 'sweets',
  category: 'sweet',
});

describe('stock rules', () => {
  it('merges an order into one line per pack, in product then pack order', () => {
    const lines = [
      { productId: 'b', variantId: 'b-500', quantity: 1 },
      { productId: 'a', variantId: 'a-250', quantity: 2 },
      { productId: 'b', variantId: 'b-250', quantity: 1 },
      { productId: 'b', variantId: 'b-500', quantity: 3 },
    ];
    expect(mergeLines(lines)).toEqual([
      { productId: 'a', variantId: 'a-250', quantity: 2 },
      { productId: 'b', variantId: 'b-250', quantity: 1 },
      { productId: 'b', variantId: 'b-500', quantity: 4 },
    ]);
  });

  it('takes a line without a pack from the default pack, and one naming a pack from that pack', () => {
    const forSale = [pack('a', '250', 5), pack('a', '500', 3, false)];
    const check = checkLines(forSale, [
      { productId: 'a', quantity: 2 },
      { productId: 'a', variantId: 'a-500', quantity: 1 },
      { productId: 'a', variantId: 'a-250', quantity: 1 },
    ]);
    expect(check).toEqual({
      ok: true,
      lines: [
        { productId: 'a', variantId: 'a-250', quantity: 3 },
        { productId: 'a', variantId: 'a-500', quantity: 1 },
      ],
      products: [pack('a', '250', 2), pack('a', '500', 2, false)],
    });
  });

  it('refuses a product or pack that is not for sale, and a pack asked for more than its stock', () => {
    expect(checkLines([], [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: false,
      result: { ok: false, reason: 'missing', productId: 'a' },
    });
    expect(checkLines([pack('a', '250', 5)], [{ productId: 'a', variantId: 'b-250', quantity: 1 }])).toEqual({
      ok: false,
      result: { ok: false, reason: 'missing', productId: 'a', variantId: 'b-250' },
    });
    const twoLines = [
      { productId: 'a', quantity: 1 },
      { productId: 'a', variantId: 'a-250', quantity: 1 },
    ];
    expect(checkLines([pack('a', '250', 1)], twoLines)).toEqual({
      ok: false,
      result: { ok: false, reason: 'short', productId: 'a', variantId: 'a-250', name: 'Product a 250 g', available: 1 },
    });
  });

  it('lets a reservation be reserved again, confirmed and released only as its status allows', () => {
    expect([reservesAgain('held'), reservesAgain('confirmed'), reservesAgain('released')]).toEqual([true, true, false]);
    expect(STATUSES.map(confirmMove)).toEqual(['refuse', 'confirm', 'keep', 'retake']);
    expect(STATUSES.map(holdsStock)).toEqual([false, true, true, false]);
  });
});
