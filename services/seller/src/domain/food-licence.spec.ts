import {
  foodLicenceOf,
  isSelling,
  licenceMailsDue,
  licenceVerified,
  type LicenceFacts,
  type LicenceMailsSent,
} from './food-licence';

const GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 10:00 in India on 1 June 2027. */
const NOW = new Date('2027-06-01T04:30:00Z');

const facts = (over: Partial<LicenceFacts & LicenceMailsSent> = {}): LicenceFacts & LicenceMailsSent => ({
  fssaiLicenceNumber: '13323001000123',
  fssaiLicenceKind: 'state-licence',
  fssaiValidUntil: '2028-03-31',
  fssaiVerifiedAt: new Date('2027-01-10T00:00:00Z'),
  fssaiVerifiedNumber: '13323001000123',
  fssaiVerifiedKind: 'state-licence',
  fssaiVerifiedUntil: '2028-03-31',
  fssaiRuleSince: null,
  documents: { fssaiCertificate: 'seller-documents/fssai/x.pdf' },
  fssaiRemindedFor: null,
  fssaiLapseMailedFor: null,
  fssaiGraceStartedMailed: false,
  fssaiGraceEndedMailed: false,
  ...over,
});
const neverVerified = {
  fssaiVerifiedAt: null,
  fssaiVerifiedNumber: null,
  fssaiVerifiedKind: null,
  fssaiVerifiedUntil: null,
} as const;
const none = { fssaiLicenceNumber: null, fssaiLicenceKind: null, fssaiValidUntil: null, ...neverVerified };
/** A verified licence (given and verified alike) valid until `date`. */
const verifiedUntil = (date: string) => ({ fssaiValidUntil: date, fssaiVerifiedUntil: date });
/** The verified licence as `facts()` holds it, with a renewal the seller gave, waiting for an admin. */
const renewal = (verifiedUntil: string, over: Partial<LicenceFacts & LicenceMailsSent> = {}) =>
  facts({
    fssaiLicenceNumber: '13323001000999',
    fssaiValidUntil: '2029-03-31',
    fssaiVerifiedAt: null,
    fssaiVerifiedUntil: verifiedUntil,
    ...over,
  });

describe('a seller’s FSSAI licence', () => {
  it('sells with a verified licence valid today, and says verified', () => {
    expect(foodLicenceOf(facts(), NOW, GRACE_DAYS)).toEqual({
      number: '13323001000123',
      kind: 'state-licence',
      validUntil: '2028-03-31',
      certificate: true,
      verifiedAt: '2027-01-10T00:00:00.000Z',
      verified: { number: '13323001000123', kind: 'state-licence', validUntil: '2028-03-31' },
      status: 'verified',
      selling: true,
      graceEndsAt: null,
    });
  });

  it('is missing when none was given, and then does not sell', () => {
    const licence = foodLicenceOf(facts({ ...none, documents: {} }), NOW, GRACE_DAYS);
    expect(licence).toMatchObject({ status: 'missing', selling: false, certificate: false });
  });

  it('is pending until an admin verifies it, and does not sell meanwhile', () => {
    expect(foodLicenceOf(facts(neverVerified), NOW, GRACE_DAYS)).toMatchObject({
      status: 'pending',
      selling: false,
      verified: null,
    });
    // A first licence whose date passed before an admin saw it.
    expect(foodLicenceOf(facts({ ...neverVerified, fssaiValidUntil: '2027-05-31' }), NOW, GRACE_DAYS).status).toBe(
      'lapsed',
    );
  });

  it('keeps selling on the verified licence while a renewal waits, and says pending with both licences', () => {
    expect(foodLicenceOf(renewal('2027-06-20'), NOW, GRACE_DAYS)).toEqual({
      number: '13323001000999',
      kind: 'state-licence',
      validUntil: '2029-03-31',
      certificate: true,
      verifiedAt: null,
      verified: { number: '13323001000123', kind: 'state-licence', validUntil: '2027-06-20' },
      status: 'pending',
      selling: true,
      graceEndsAt: null,
    });
    // Its last day, India's date.
    expect(isSelling(renewal('2027-06-01'), NOW, GRACE_DAYS)).toBe(true);
  });

  it('stops selling when the verified licence lapsed while a renewal waits, and says lapsed', () => {
    expect(foodLicenceOf(renewal('2027-05-31'), NOW, GRACE_DAYS)).toMatchObject({
      number: '13323001000999',
      verified: { validUntil: '2027-05-31' },
      status: 'lapsed',
      selling: false,
    });
  });

  it('says pending, not expiring, while a renewal waits on a verified licence lapsing soon', () => {
    expect(foodLicenceOf(renewal('2027-06-30'), NOW, GRACE_DAYS)).toMatchObject({ status: 'pending', selling: true });
  });

  it('makes the renewal the verified licence once an admin verifies it', () => {
    const waiting = renewal('2027-05-31');
    const verifiedNow = { ...waiting, ...licenceVerified(waiting, NOW) };
    expect(foodLicenceOf(verifiedNow, NOW, GRACE_DAYS)).toMatchObject({
      number: '13323001000999',
      verifiedAt: NOW.toISOString(),
      verified: { number: '13323001000999', kind: 'state-licence', validUntil: '2029-03-31' },
      status: 'verified',
      selling: true,
    });
    // Approving a seller whose licence was verified before keeps that moment.
    expect(licenceVerified(facts(), NOW).fssaiVerifiedAt).toEqual(new Date('2027-01-10T00:00:00Z'));
  });

  it('keeps a grace seller whose renewal waits on its verified licence, and its grace', () => {
    expect(isSelling(renewal('2027-05-31', { fssaiRuleSince: NOW }), NOW, GRACE_DAYS)).toBe(true);
    expect(isSelling(renewal('2027-05-31', { fssaiRuleSince: NOW }), NOW, 0)).toBe(false);
  });

  it('is expiring within the reminder days, still selling, on its last day too (India’s date)', () => {
    expect(foodLicenceOf(facts(verifiedUntil('2027-06-30')), NOW, GRACE_DAYS).status).toBe('expiring');
    // 22:59 in India on its last day: still valid.
    const lastDay = facts(verifiedUntil('2027-06-01'));
    expect(foodLicenceOf(lastDay, new Date('2027-06-01T17:29:00Z'), GRACE_DAYS)).toMatchObject({
      status: 'expiring',
      selling: true,
    });
    // 00:30 on 2 June in India is still 1 June in UTC: the licence lapsed.
    expect(foodLicenceOf(lastDay, new Date('2027-06-01T19:00:00Z'), GRACE_DAYS)).toMatchObject({
      status: 'lapsed',
      selling: false,
    });
  });

  it('keeps a seller approved before the rule selling until its grace ends, then not', () => {
    const grace = facts({ ...none, fssaiRuleSince: NOW });
    const licence = foodLicenceOf(grace, NOW, GRACE_DAYS);
    expect(licence).toMatchObject({ status: 'missing', selling: true });
    expect(licence.graceEndsAt).toBe(new Date(NOW.getTime() + GRACE_DAYS * DAY_MS).toISOString());
    expect(isSelling(grace, new Date(NOW.getTime() + (GRACE_DAYS - 1) * DAY_MS), GRACE_DAYS)).toBe(true);
    expect(isSelling(grace, new Date(NOW.getTime() + GRACE_DAYS * DAY_MS), GRACE_DAYS)).toBe(false);
    expect(isSelling(grace, NOW, 0)).toBe(false);
  });
});

describe('the licence mails due', () => {
  const notices = (f: LicenceFacts & LicenceMailsSent, now = NOW) =>
    licenceMailsDue(f, now, GRACE_DAYS).map((d) => d.notice);

  it('reminds once per valid-until date, within the reminder days only', () => {
    expect(notices(facts(verifiedUntil('2027-07-02')))).toEqual([]);
    expect(notices(facts(verifiedUntil('2027-07-01')))).toEqual(['expiring']);
    expect(notices(facts({ ...verifiedUntil('2027-07-01'), fssaiRemindedFor: '2027-07-01' }))).toEqual([]);
    // A renewed licence (another date) is reminded again in its time.
    expect(notices(facts({ ...verifiedUntil('2027-06-20'), fssaiRemindedFor: '2026-06-20' }))).toEqual(['expiring']);
  });

  it('tells once when a verified licence lapsed, and records the reminder as done', () => {
    const lapsed = facts(verifiedUntil('2027-05-31'));
    expect(licenceMailsDue(lapsed, NOW, GRACE_DAYS)).toEqual([
      { notice: 'lapsed', sent: { fssaiLapseMailedFor: '2027-05-31', fssaiRemindedFor: '2027-05-31' } },
    ]);
    expect(notices(facts({ ...verifiedUntil('2027-05-31'), fssaiLapseMailedFor: '2027-05-31' }))).toEqual([]);
  });

  it('tells a grace seller its grace started, once, and when it ended, once', () => {
    const grace = facts({ ...none, fssaiRuleSince: NOW });
    expect(notices(grace)).toEqual(['grace-started']);
    expect(notices({ ...grace, fssaiGraceStartedMailed: true })).toEqual([]);
    const after = new Date(NOW.getTime() + (GRACE_DAYS + 1) * DAY_MS);
    expect(notices({ ...grace, fssaiGraceStartedMailed: true }, after)).toEqual(['grace-ended']);
    expect(notices({ ...grace, fssaiGraceStartedMailed: true, fssaiGraceEndedMailed: true }, after)).toEqual([]);
  });

  it('sends no grace mail to a grace seller whose licence was verified, even while a renewal waits', () => {
    expect(notices(facts({ fssaiRuleSince: NOW }))).toEqual([]);
    expect(notices(renewal('2028-03-31', { fssaiRuleSince: NOW }))).toEqual([]);
  });

  it('reminds and tells the lapse on the verified licence’s date while a renewal waits', () => {
    expect(licenceMailsDue(renewal('2027-06-20'), NOW, GRACE_DAYS)).toEqual([
      { notice: 'expiring', sent: { fssaiRemindedFor: '2027-06-20' } },
    ]);
    expect(licenceMailsDue(renewal('2027-05-31'), NOW, GRACE_DAYS)).toEqual([
      { notice: 'lapsed', sent: { fssaiLapseMailedFor: '2027-05-31', fssaiRemindedFor: '2027-05-31' } },
    ]);
    // The renewal's own date is far: no mail of it.
    expect(notices(renewal('2028-03-31'))).toEqual([]);
  });
});
