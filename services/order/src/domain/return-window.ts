import type { OrderHistoryEntry } from '@thindi/contracts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether a delivered part may still be returned at `now`: within `days` of its delivery, read from its history's
 * last 'delivered' entry (the time the finance service holds the seller's money from). A part with no such entry
 * has no delivery to count from, so its window is taken as closed rather than open for ever.
 */
export function returnWindowOpen(history: readonly OrderHistoryEntry[], now: Date, days: number): boolean {
  const delivered = history.findLast((entry) => entry.status === 'delivered');
  if (!delivered) return false;
  return now.getTime() <= Date.parse(delivered.timestamp) + days * DAY_MS;
}
