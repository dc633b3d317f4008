import { checkAddressPincode, lookupPincode, pincodeCount } from './pincodes';

describe('pincode directory', () => {
  it('holds every pincode of the GeoNames data', () => {
    expect(pincodeCount()).toBeGreaterThanOrEqual(19_000);
  });

  it('finds Bengaluru GPO with its district, state, GST code and post offices', () => {
    const info = lookupPincode('560001');
    expect(info).toMatchObject({ pincode: '560001', state: 'Karnataka', gstStateCode: '29' });
    expect(['Bengaluru', 'Bangalore', 'Bangalore Urban']).toContain(info?.district);
    expect(info?.places).toContain('Bangalore G.P.O.');
    expect(info?.places).toEqual([...new Set(info?.places)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['625001', 'Madurai', 'Tamil Nadu', '33'],
    ['600001', 'Chennai', 'Tamil Nadu', '33'],
    ['682001', 'Ernakulam', 'Kerala', '32'],
    ['520001', 'Krishna', 'Andhra Pradesh', '37'],
    ['500001', 'Hyderabad', 'Telangana', '36'],
    ['605001', 'Pondicherry', 'Puducherry', '34'],
    ['781001', 'Kamrup', 'Assam', '18'],
  ])('maps %s to %s, %s (GST %s)', (pin, district, state, gst) => {
    expect(lookupPincode(pin)).toMatchObject({ district, state, gstStateCode: gst });
  });

  it('puts Leh and every other pincode of Leh and Kargil districts in Ladakh, GST code 38', () => {
    expect(lookupPincode('194101')).toMatchObject({ district: 'Leh', state: 'Ladakh', gstStateCode: '38' });
    expect(lookupPincode('194103')).toMatchObject({ district: 'Kargil', state: 'Ladakh', gstStateCode: '38' });
    // Every pincode GeoNames files under Leh or Kargil.
    const ladakh = '194101 194102 194103 194104 194105 194106 194107 194109 194201 194202 194301 194302 194303 194401';
    const states = ladakh.split(' ').map((pin) => [pin, lookupPincode(pin)?.state]);
    expect(states).toEqual(ladakh.split(' ').map((pin) => [pin, 'Ladakh']));
  });

  it('keeps Srinagar in Jammu and Kashmir', () => {
    expect(lookupPincode('190001')).toMatchObject({ state: 'Jammu and Kashmir', gstStateCode: '01' });
  });

  it.each(['', '56000', '5600011', 'abcdef', '000000', '999999', '56 001'])('knows no pincode "%s"', (pin) => {
    expect(lookupPincode(pin)).toBeNull();
  });

  it('ignores spaces around a pincode', () => {
    expect(lookupPincode(' 560001 ')?.pincode).toBe('560001');
  });

  it('hands out read-only records', () => {
    const info = lookupPincode('560001')!;
    expect(Object.isFrozen(info)).toBe(true);
    expect(Object.isFrozen(info.places)).toBe(true);
  });
});

describe('checkAddressPincode', () => {
  it('accepts an address whose state matches its pincode, in any spelling', () => {
    const check = checkAddressPincode({ pincode: '560001', state: 'karnataka' });
    expect(check).toMatchObject({ ok: true, info: { state: 'Karnataka' } });
    expect(checkAddressPincode({ pincode: '605001', state: 'Pondicherry' }).ok).toBe(true);
    expect(checkAddressPincode({ pincode: '194101', state: 'Ladakh' }).ok).toBe(true);
  });

  it('refuses a pincode that does not exist', () => {
    expect(checkAddressPincode({ pincode: '999999', state: 'Karnataka' })).toEqual({
      ok: false,
      field: 'pincode',
      message: 'Please enter a valid pincode',
    });
  });

  it("refuses a state that is not the pincode's, naming the right one", () => {
    expect(checkAddressPincode({ pincode: '560001', state: 'Tamil Nadu' })).toEqual({
      ok: false,
      field: 'state',
      message: 'State does not match pincode 560001 (it is in Karnataka)',
    });
    expect(checkAddressPincode({ pincode: '194101', state: 'Jammu & Kashmir' })).toMatchObject({
      field: 'state',
      message: 'State does not match pincode 194101 (it is in Ladakh)',
    });
    expect(checkAddressPincode({ pincode: '560001', state: 'Atlantis' })).toMatchObject({ field: 'state' });
  });
});
