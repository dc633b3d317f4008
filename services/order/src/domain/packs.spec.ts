import type { ProductSnapshot } from '@thindi/contracts';
import { mergeLines, resolvePacks } from './packs';

const pack = (productId: string, variantId: string, isDefault: boolean): ProductSnapshot => ({
  id: productId,
  name: 'Mysore Pak',
  pricePaise: 20_000,
  image: null,
  weight: variantId,
  sellerId: 's1',
  sellerName: 'Mysuru Mane',
  stockQuantity: 10,
  variantId,
  variantLabel: variantId,
  mrpPaise: 25_000,
  isDefault,
});
const small = pack('pak', '250 g', true);
const large = pack('pak', '1 kg', false);

describe('packs', () => {
  it('merges repeated lines of one pack and keeps two packs of a product apart', () => {
    expect(
      mergeLines([
        { productId: 'pak', quantity: 1 },
        { productId: 'pak', variantId: '1 kg', quantity: 2 },
        { productId: 'pak', quantity: 2 },
      ]),
    ).toEqual([
      { productId: 'pak', quantity: 3 },
      { productId: 'pak', variantId: '1 kg', quantity: 2 },
    ]);
  });

  it('names each line’s pack once reserved, adding up a line without a pack to its default pack’s line', () => {
    const lines = [
      { productId: 'pak', quantity: 1 },
      { productId: 'pak', variantId: '250 g', quantity: 2 },
      { productId: 'pak', variantId: '1 kg', quantity: 1 },
    ];
    expect(resolvePacks(lines, [small, large])).toEqual({
      lines: [
        { productId: 'pak', variantId: '250 g', quantity: 3 },
        { productId: 'pak', variantId: '1 kg', quantity: 1 },
      ],
    });
    expect(resolvePacks(lines, [small])).toEqual({ missing: lines[2] });
  });
});
