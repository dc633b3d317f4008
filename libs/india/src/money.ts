import { dayNumber } from './calendar';

/** A whole, non-negative, safe number of paise; throws a RangeError naming the amount otherwise. */
export function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole paise ≥ 0, got ${value}`);
  }
}

/** A rate in basis points (500 = 5%), whole, from 0 to 10,000. */
export function assertBps(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 10_000) {
    throw new RangeError(`${name} must be whole basis points from 0 to 10000, got ${value}`);
  }
}

/** `bps` basis points of `paise`, rounded half up to the paisa, in integers only (no float ever touches money). */
export function bpsOf(paise: number, bps: number): number {
  assertPaise('amount', paise);
  assertBps('rate', bps);
  const product = paise * bps;
  if (!Number.isSafeInteger(product)) throw new RangeError(`amount ${paise} paise is too large to take a rate of`);
  return Math.floor((product + 5_000) / 10_000);
}

/**
 * An amount in two halves for the central and the state share: the first (CGST) takes the odd paisa, so the
 * halves always add up to the amount they split.
 */
export function splitHalves(paise: number): { central: number; state: number } {
  const state = Math.floor(paise / 2);
  return { central: paise - state, state };
}

/** The entry in force on `date`: the one with the latest validFrom ('YYYY-MM-DD' in India) on or before it. */
export function effectiveOn<T extends { validFrom: string }>(table: readonly T[], date: string, what: string): T {
  const day = dayNumber(date);
  let found: T | undefined;
  for (const entry of table) {
    if (dayNumber(entry.validFrom) <= day && (!found || entry.validFrom > found.validFrom)) found = entry;
  }
  if (!found) throw new RangeError(`No ${what} in force on ${date}`);
  return found;
}
