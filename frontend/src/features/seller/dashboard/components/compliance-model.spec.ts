import type { FoodLicence } from '@thindi/contracts';
import { makeSeller } from '../../../../../test/sellers';
import { foodFactsNotices, licenceNotice } from './compliance-model';

const licence = (overrides: Partial<FoodLicence>): FoodLicence => ({ ...makeSeller().foodLicence, ...overrides });
const missing = licence({ number: null, kind: null, validUntil: null, certificate: false, status: 'missing' });

describe('what the dashboard says of the licence', () => {
  it('tells a seller waiting for approval that approval needs the licence', () => {
    expect(licenceNotice(missing, false)?.text).toBe(
      'Add your FSSAI licence: your account is approved only once it is given',
    );
  });

  it('tells an approved seller whose grace ended that its products are not sold', () => {
    expect(licenceNotice({ ...missing, selling: false, graceEndsAt: '2026-11-01T06:30:00.000Z' }, true)).toEqual({
      tone: 'danger',
      text: 'Your products are not being sold: add your FSSAI licence',
      action: 'Add your licence',
    });
  });

  it('tells a seller whose renewal waits that its current licence counts until its date', () => {
    const renewal = licence({
      number: '13321001000999',
      validUntil: '2029-03-31',
      verifiedAt: null,
      verified: { number: '13321001000123', kind: 'state-licence', validUntil: '2027-01-15' },
      status: 'pending',
      selling: true,
    });
    expect(licenceNotice(renewal, true)).toEqual({
      tone: 'info',
      text: 'Your new FSSAI licence is waiting for verification; your current one counts until 15 Jan 2027',
      action: 'Check your licence',
    });
  });

  it('tells a seller whose verified licence lapsed while its renewal waits that its products are not sold', () => {
    const lapsed = licence({
      number: '13321001000999',
      validUntil: '2029-03-31',
      verifiedAt: null,
      verified: { number: '13321001000123', kind: 'state-licence', validUntil: '2026-11-30' },
      status: 'lapsed',
      selling: false,
    });
    expect(licenceNotice(lapsed, true)?.text).toBe(
      'Your products are not being sold: your FSSAI licence lapsed on 30 Nov 2026; your new one is waiting for verification',
    );
  });

  it('tells a seller on grace with a pending licence until when it sells meanwhile', () => {
    const pending = licence({
      status: 'pending',
      verifiedAt: null,
      verified: null,
      graceEndsAt: '2027-01-02T06:30:00.000Z',
    });
    expect(licenceNotice(pending, true)?.text).toBe(
      'Your FSSAI licence is waiting for verification by an admin; your products are sold until 2 Jan 2027 meanwhile',
    );
  });
});

describe('what the dashboard says of food facts', () => {
  it('says nothing when every product has its facts', () => {
    expect(foodFactsNotices({ missing: 0, held: 0, dueAt: null })).toEqual([]);
  });

  it('speaks of one product in the singular', () => {
    expect(foodFactsNotices({ missing: 1, held: 1, dueAt: '2027-01-02T06:30:00.000Z' }).map((n) => n.text)).toEqual([
      '1 product is not being sold until its food facts are complete',
      '1 product needs its food facts by 2 Jan 2027',
    ]);
  });
});
