import { formatRupees, toRupees, type PayoutState, type SellerEarnings, type SettlementState } from '@thindi/contracts';

/** Amounts travel in paise; sellers read rupees with Indian grouping and two decimals (₹1,23,456.00). */
export const formatPaise = (paise: number): string => formatRupees(toRupees(paise));

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' });
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * A payout day as 'Mon, 30 Nov 2026', in India where payouts run. Built from two parts: en-IN alone writes
 * 'Mon, 30 Nov, 2026'.
 */
export const formatPayoutDay = (iso: string): string => {
  const date = new Date(iso);
  return `${dayFormat.format(date)}, ${dateFormat.format(date)}`;
};

/** A date in India ('30 Nov 2026'): a delivery or payout near midnight UTC belongs to India's day. */
export const formatIndianDate = (iso: string): string => dateFormat.format(new Date(iso));

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = { due: 'Due', paid: 'Paid', failed: 'Failed' };

export const SETTLEMENT_STATE_LABELS: Record<SettlementState, string> = {
  held: 'In return window',
  payable: 'Payable',
  reversed: 'Reversed',
};

/**
 * When the next payout comes, or, with nothing available to pay, why not: how much waits in the return window and
 * the day it becomes payable.
 */
export function nextPayoutText(earnings: SellerEarnings): string {
  if (earnings.availablePaise > 0) return formatPayoutDay(earnings.nextPayoutAt);
  const release = earnings.nextRelease;
  if (!release || earnings.heldPaise <= 0)
    return "Nothing to pay yet: a delivered order's money becomes payable once its return window closes";
  const held = formatPaise(earnings.heldPaise);
  const day = formatPayoutDay(release.at);
  if (release.paise >= earnings.heldPaise) return `Nothing to pay yet: ${held} is in the return window until ${day}`;
  return `Nothing to pay yet: ${held} is in the return window; the first ${formatPaise(release.paise)} becomes payable on ${day}`;
}
