import { GST_CLASSES, gstClassFor, rateOn } from './gst-rates';

describe('GST rate table', () => {
  it('lists each class once with its HSN and the rates of Notification 9/2025 from 22 September 2025', () => {
    expect(GST_CLASSES.map((c) => [c.id, c.hsn, c.rates[0]])).toEqual([
      ['namkeen-sweets', '2106 90', { validFrom: '2025-09-22', rateBps: 500 }],
      ['chips', '2008 19 40', { validFrom: '2025-09-22', rateBps: 500 }],
      ['pickles', '2001', { validFrom: '2025-09-22', rateBps: 500 }],
      ['spice-powders', '0910 91', { validFrom: '2025-09-22', rateBps: 500 }],
      ['ghee', '0405', { validFrom: '2025-09-22', rateBps: 500 }],
      ['papad', '1905 90 40', { validFrom: '2025-09-22', rateBps: 0 }],
    ]);
    expect(GST_CLASSES.every((c) => c.label.length > 0)).toBe(true);
  });

  it('gives the rate in force on a date, papad nil-rated', () => {
    expect(rateOn('namkeen-sweets', '2025-09-22')).toBe(500);
    expect(rateOn('ghee', '2026-03-31')).toBe(500);
    expect(rateOn('papad', '2027-01-01')).toBe(0);
  });

  it('refuses an unknown class and a date before the table starts', () => {
    expect(() => rateOn('tobacco', '2025-10-01')).toThrow('Unknown GST class: "tobacco"');
    expect(() => rateOn('pickles', '2025-09-21')).toThrow('No GST rate for Pickles in force on 2025-09-21');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(GST_CLASSES)).toBe(true);
    expect(Object.isFrozen(GST_CLASSES[0].rates[0])).toBe(true);
  });
});

describe('default GST class of a product', () => {
  it.each([
    ['savory', 'Madras Mixture', 'namkeen-sweets'],
    ['traditional', 'Kai Murukku', 'namkeen-sweets'],
    ['sweet', 'Mysore Pak', 'namkeen-sweets'],
    ['sweet', 'Ghee Mysore Pak', 'namkeen-sweets'],
    ['sweet', 'Mysore Pak with Ghee', 'namkeen-sweets'],
    ['savory', 'Kerala Banana Chips', 'chips'],
    ['savory', 'Tapioca chips (spicy)', 'chips'],
    ['spicy', 'Mango Pickle', 'pickles'],
    ['spicy', 'Avakaya Achaar 300g', 'pickles'],
    ['spicy', 'Narthangai Oorugai', 'pickles'],
    ['spicy', 'Idli Podi', 'spice-powders'],
    ['spicy', 'Sambar Powder 200g', 'spice-powders'],
    ['traditional', 'Pure Cow Ghee 500ml', 'ghee'],
    ['traditional', 'Desi ghee (1 kg)', 'ghee'],
    ['traditional', 'Ulundu Appalam', 'papad'],
    ['traditional', 'Kerala Pappadam', 'papad'],
    ['savory', 'Masala Papad Chips', 'papad'],
  ])('puts %s %s in %s', (category, name, id) => {
    expect(gstClassFor(category, name)).toBe(id);
  });

  it('falls back to namkeen and sweets for a name without a keyword or in another script', () => {
    expect(gstClassFor('savory', 'Thattai')).toBe('namkeen-sweets');
    expect(gstClassFor('savory', 'முறுக்கு')).toBe('namkeen-sweets');
  });
});
