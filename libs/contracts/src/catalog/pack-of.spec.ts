import { packOf } from './pack-of';
import type { ProductSnapshot } from './stock.schema';

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
const other = pack('murukku', '1 kg', true);

describe('packOf', () => {
  it('finds the pack a line names, of that product only', () => {
    expect(packOf([other, small, large], { productId: 'pak', variantId: '1 kg' })).toBe(large);
    expect(packOf([other, small], { productId: 'pak', variantId: '1 kg' })).toBeUndefined();
  });

  it('finds the default pack for a line naming none', () => {
    expect(packOf([large, small], { productId: 'pak' })).toBe(small);
    expect(packOf([large, small], { productId: 'pak', variantId: null })).toBe(small);
    expect(packOf([large], { productId: 'pak' })).toBeUndefined();
  });
});
