import { lastPayoutSlot, nextPayoutSlot, payoutReference, weeklyRunKey } from './payout-schedule';

describe('payout schedule', () => {
  const MONDAY = 1;

  it('pays on the weekday at 10:00 in India', () => {
    // Tuesday 24 Nov 2026, 18:00 UTC (23:30 IST): the last slot was Monday 23 Nov 10:00 IST = 04:30 UTC.
    const now = new Date('2026-11-24T18:00:00Z');
    expect(lastPayoutSlot(now, MONDAY).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(nextPayoutSlot(now, MONDAY).toISOString()).toBe('2026-11-30T04:30:00.000Z');
    expect(weeklyRunKey(lastPayoutSlot(now, MONDAY))).toBe('weekly:2026-11-23');
  });

  it('takes the slot of the same day only once it has come', () => {
    expect(lastPayoutSlot(new Date('2026-11-30T04:29:59Z'), MONDAY).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(lastPayoutSlot(new Date('2026-11-30T04:30:00Z'), MONDAY).toISOString()).toBe('2026-11-30T04:30:00.000Z');
  });

  it('counts the weekday in India, not in UTC (Sunday 20:00 UTC is already Monday in India)', () => {
    expect(lastPayoutSlot(new Date('2026-11-29T20:00:00Z'), MONDAY).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(lastPayoutSlot(new Date('2026-11-29T20:00:00Z'), 0).toISOString()).toBe('2026-11-29T04:30:00.000Z');
  });

  it('writes bank references the bank can match', () => {
    expect(payoutReference(new Date('2026-11-30T04:30:00Z'), 7)).toBe('THPO-20261130-0007');
  });
});
