import { packLabel, parseNetQuantity, priceWithGstPaise, unitPriceText, unitSalePrice } from './pack-size';

describe('unit sale price', () => {
  it('is per 1 g below 1 kg, per 1 kg from there', () => {
    expect(unitSalePrice(9_000, { value: 100, unit: 'g' })).toEqual({ amount: 0.9, per: '1 g' });
    expect(unitSalePrice(18_900, { value: 500, unit: 'g' })).toEqual({ amount: 0.38, per: '1 g' });
    expect(unitSalePrice(54_000, { value: 1, unit: 'kg' })).toEqual({ amount: 540, per: '1 kg' });
    expect(unitSalePrice(54_000, { value: 1000, unit: 'g' })).toEqual({ amount: 540, per: '1 kg' });
    expect(unitSalePrice(99_900, { value: 2.5, unit: 'kg' })).toEqual({ amount: 399.6, per: '1 kg' });
    expect(unitSalePrice(40_000, { value: 0.5, unit: 'kg' })).toEqual({ amount: 0.8, per: '1 g' });
  });

  it('is per 1 ml below 1 l, per 1 l from there, and per piece for a count', () => {
    expect(unitSalePrice(25_000, { value: 200, unit: 'ml' })).toEqual({ amount: 1.25, per: '1 ml' });
    expect(unitSalePrice(65_000, { value: 1, unit: 'l' })).toEqual({ amount: 650, per: '1 l' });
    expect(unitSalePrice(15_000, { value: 12, unit: 'pcs' })).toEqual({ amount: 12.5, per: '1 pc' });
  });

  it('rounds half up to the paisa', () => {
    // ₹100 for 300 g: 0.3333… → 0.33; ₹100.50 for 201 g: exactly 0.50.
    expect(unitSalePrice(10_000, { value: 300, unit: 'g' }).amount).toBe(0.33);
    expect(unitSalePrice(10_050, { value: 201, unit: 'g' }).amount).toBe(0.5);
    expect(unitSalePrice(20_000, { value: 300, unit: 'g' }).amount).toBe(0.67);
  });

  it('reads as the storefront writes it', () => {
    expect(unitPriceText({ amount: 0.9, per: '1 g' })).toBe('₹0.90/g');
    expect(unitPriceText({ amount: 540, per: '1 kg' })).toBe('₹540.00/kg');
    expect(unitPriceText({ amount: 12.5, per: '1 pc' })).toBe('₹12.50/pc');
  });
});

describe('pack labels and quantities', () => {
  it('labels a pack from its net quantity', () => {
    expect(packLabel({ value: 500, unit: 'g' })).toBe('500 g');
    expect(packLabel({ value: 1, unit: 'kg' })).toBe('1 kg');
    expect(packLabel({ value: 1.5, unit: 'l' })).toBe('1.5 l');
    expect(packLabel({ value: 12, unit: 'pcs' })).toBe('12 pcs');
    expect(packLabel({ value: 1, unit: 'pcs' })).toBe('1 pc');
  });

  it.each([
    ['200g', { value: 200, unit: 'g' }],
    ['1 kg', { value: 1, unit: 'kg' }],
    ['250 gm', { value: 250, unit: 'g' }],
    ['500 Grams', { value: 500, unit: 'g' }],
    ['1.5 Litre', { value: 1.5, unit: 'l' }],
    ['200 ml', { value: 200, unit: 'ml' }],
    ['12 pcs', { value: 12, unit: 'pcs' }],
    ['6 pieces', { value: 6, unit: 'pcs' }],
    [' 400 gms. ', { value: 400, unit: 'g' }],
  ])('reads %j', (text, quantity) => {
    expect(parseNetQuantity(text)).toEqual(quantity);
  });

  it.each(['', 'one box', '200', '2 x 100 g', '0 g', '1 tonne', '250-300 g'])('cannot read %j', (text) => {
    expect(parseNetQuantity(text)).toBeUndefined();
  });
});

describe('price with GST', () => {
  it('adds the pack GST rounded half up to the paisa, as checkout does', () => {
    expect(priceWithGstPaise(17_143, 5)).toBe(18_000);
    expect(priceWithGstPaise(10_000, 0)).toBe(10_000);
    expect(priceWithGstPaise(9_999, 5)).toBe(10_499);
  });
});
