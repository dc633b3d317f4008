import { nestFormFields } from './nested-form-fields';

describe('nested multipart form fields', () => {
  it('reads an object sent as a JSON string', () => {
    expect(nestFormFields({ address: '{"city":"Madurai","pincode":"625001"}', email: 'a@b.in' })).toEqual({
      address: { city: 'Madurai', pincode: '625001' },
      email: 'a@b.in',
    });
  });

  it('reads an object sent in bracket form', () => {
    expect(nestFormFields({ 'bankDetails[ifscCode]': 'SBIN0001234', 'bankDetails[bankName]': 'SBI' })).toEqual({
      bankDetails: { ifscCode: 'SBIN0001234', bankName: 'SBI' },
    });
  });

  it('lets bracket fields win over a JSON string of the same object, in either order', () => {
    expect(nestFormFields({ 'address[city]': 'Mysuru', address: '{"city":"Madurai"}' })).toEqual({
      address: { city: 'Mysuru' },
    });
    expect(nestFormFields({ address: '{"city":"Madurai"}', 'address[state]': 'KA' })).toEqual({
      address: { city: 'Madurai', state: 'KA' },
    });
  });

  it('leaves a string that is not a JSON object as it is, for validation to name', () => {
    expect(nestFormFields({ address: '{not json', tags: '[1,2]', name: 'Amma' })).toEqual({
      address: '{not json',
      tags: '[1,2]',
      name: 'Amma',
    });
  });

  it('ignores prototype-polluting names', () => {
    const nested = nestFormFields({ '__proto__[polluted]': 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
  });
});
