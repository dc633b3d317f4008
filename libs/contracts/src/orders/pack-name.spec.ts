import { packName } from './pack-name';

describe('packName', () => {
  it('names the product and its pack', () => {
    expect(packName('Mysore Pak', '500 g')).toBe('Mysore Pak 500 g');
  });

  it('leaves the label out when the name already says it, however it is spaced or cased', () => {
    expect(packName('Mysore Pak 500 g', '500 g')).toBe('Mysore Pak 500 g');
    expect(packName('Ghee 500G tin', '500 g')).toBe('Ghee 500G tin');
  });

  it('does not take a longer figure for the label', () => {
    expect(packName('Laddu box 11 kg', '1 kg')).toBe('Laddu box 11 kg 1 kg');
    expect(packName('Murukku 1.5 kg', '5 kg')).toBe('Murukku 1.5 kg 5 kg');
  });

  it('keeps the name alone for a pack without a label', () => {
    expect(packName('Mysore Pak', ' ')).toBe('Mysore Pak');
  });
});
