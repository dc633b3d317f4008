import { lookupPincode, type PincodeInfo } from './pincodes';
import { DEFAULT_TRANSIT_DAYS, deliveryZone, parseTransitDays } from './zones';

const pin = (code: string): PincodeInfo => {
  const info = lookupPincode(code);
  if (!info) throw new Error(`no pincode ${code} in the data`);
  return info;
};

describe('deliveryZone', () => {
  it('is A within one district (Madurai to Madurai)', () => {
    expect(deliveryZone(pin('625001'), pin('625020'))).toBe('A');
  });

  it('is B within one state (Madurai to Chennai)', () => {
    expect(deliveryZone(pin('625001'), pin('600001'))).toBe('B');
  });

  it('is C from one metro to another (Chennai to Mumbai, Delhi to Kolkata, Bengaluru to Hyderabad)', () => {
    expect(deliveryZone(pin('600001'), pin('400001'))).toBe('C');
    expect(deliveryZone(pin('110001'), pin('700001'))).toBe('C');
    expect(deliveryZone(pin('560001'), pin('500001'))).toBe('C');
  });

  it('is D across states outside the metros (Madurai to Bengaluru)', () => {
    expect(deliveryZone(pin('625001'), pin('560001'))).toBe('D');
  });

  it('is E to the north-east (Madurai to Guwahati) and back', () => {
    expect(deliveryZone(pin('625001'), pin('781001'))).toBe('E');
    expect(deliveryZone(pin('781001'), pin('625001'))).toBe('E');
  });

  it('is E to Ladakh (Mysuru to Leh), Jammu and Kashmir and the islands', () => {
    expect(deliveryZone(pin('570001'), pin('194101'))).toBe('E');
    expect(deliveryZone(pin('560001'), pin('190001'))).toBe('E');
    expect(deliveryZone(pin('600001'), pin('744101'))).toBe('E');
    expect(deliveryZone(pin('682001'), pin('682555'))).toBe('E');
  });

  it('tells apart districts of the same name in different states', () => {
    // The data spells such districts apart today (Aurangabad(BH)); a future edition need not.
    const bilaspur = (state: string): PincodeInfo => ({
      pincode: '000000',
      district: 'Bilaspur',
      state,
      gstStateCode: '',
      places: [],
    });
    expect(deliveryZone(bilaspur('Himachal Pradesh'), bilaspur('Chhattisgarh'))).toBe('D');
  });
});

describe('parseTransitDays', () => {
  it('reads every zone', () => {
    expect(parseTransitDays('A:1-3, B:2-4,C:3-5 ,D:5-7,E:7-10')).toEqual({
      A: { min: 1, max: 3 },
      B: { min: 2, max: 4 },
      C: { min: 3, max: 5 },
      D: { min: 5, max: 7 },
      E: { min: 7, max: 10 },
    });
  });

  it('keeps the defaults of the zones it is not given', () => {
    expect(parseTransitDays('d:3-5')).toEqual({ ...DEFAULT_TRANSIT_DAYS, D: { min: 3, max: 5 } });
    expect(parseTransitDays('')).toEqual(DEFAULT_TRANSIT_DAYS);
    expect(parseTransitDays('A:1')).toEqual({ ...DEFAULT_TRANSIT_DAYS, A: { min: 1, max: 1 } });
  });

  it.each([
    ['F:1-2', /"F:1-2" is not ZONE:MIN-MAX/],
    ['A:1-2;B:2-3', /"A:1-2;B:2-3" is not ZONE:MIN-MAX/],
    ['A:x', /"A:x"/],
    ['A:-1-2', /"A:-1-2"/],
    ['A:3-1', /zone A has its minimum 3 above its maximum 1/],
    ['A:1-2,A:2-3', /zone A is given twice/],
  ])('refuses "%s"', (text, message) => {
    expect(() => parseTransitDays(text)).toThrow(message);
  });
});
