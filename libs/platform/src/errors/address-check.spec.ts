import { assertDeliverableAddress } from './address-check';

describe('assertDeliverableAddress', () => {
  it('answers what the directory knows of a pincode in its state', () => {
    expect(assertDeliverableAddress({ pincode: '625001', state: 'Tamil Nadu' })).toMatchObject({
      pincode: '625001',
      state: 'Tamil Nadu',
      gstStateCode: '33',
    });
  });

  it('refuses a pincode the directory does not know', () => {
    expect(() => assertDeliverableAddress({ pincode: '000000', state: 'Tamil Nadu' })).toThrow(
      expect.objectContaining({
        code: 'ADDRESS.PINCODE_UNKNOWN',
        kind: 'VALIDATION',
        message: 'Please enter a valid pincode',
      }),
    );
  });

  it('refuses a state the pincode does not lie in, naming the right one', () => {
    expect(() => assertDeliverableAddress({ pincode: '560001', state: 'Tamil Nadu' })).toThrow(
      expect.objectContaining({
        code: 'ADDRESS.STATE_MISMATCH',
        message: 'State does not match pincode 560001 (it is in Karnataka)',
      }),
    );
  });
});
