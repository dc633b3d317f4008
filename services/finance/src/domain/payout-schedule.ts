import { istDate } from '@thindi/india';

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** Payouts are made at 10:00 in India on the payout weekday. */
const PAYOUT_HOUR_IST = 10;

/** The latest scheduled payout time at or before `now` (10:00 IST on `weekday`, 0 = Sunday). */
export function lastPayoutSlot(now: Date, weekday: number): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const back = (ist.getUTCDay() - weekday + 7) % 7;
  const slotIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - back, PAYOUT_HOUR_IST);
  const slot = new Date(slotIst - IST_OFFSET_MS);
  return slot.getTime() <= now.getTime() ? slot : new Date(slot.getTime() - 7 * DAY_MS);
}

/** The next scheduled payout time after `now`. */
export function nextPayoutSlot(now: Date, weekday: number): Date {
  return new Date(lastPayoutSlot(now, weekday).getTime() + 7 * DAY_MS);
}

/** The run a slot makes: one per week, whichever replica gets there first. */
export const weeklyRunKey = (slot: Date) => `weekly:${istDate(slot)}`;

/** A payout's bank reference: 'THPO-20261130-0001' (the run's date in India and the payout's place in it). */
export const payoutReference = (at: Date, index: number) =>
  `THPO-${istDate(at).replaceAll('-', '')}-${String(index).padStart(4, '0')}`;
