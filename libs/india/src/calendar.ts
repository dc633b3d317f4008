const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The three national holidays, 2025–2028. Pass a wider set to the functions below to add regional ones. */
export const NATIONAL_HOLIDAYS: readonly { date: string; name: string }[] = Object.freeze(
  [2025, 2026, 2027, 2028].flatMap((year) =>
    [
      { date: `${year}-01-26`, name: 'Republic Day' },
      { date: `${year}-08-15`, name: 'Independence Day' },
      { date: `${year}-10-02`, name: 'Gandhi Jayanti' },
    ].map((holiday) => Object.freeze(holiday)),
  ),
);

export const NATIONAL_HOLIDAY_DATES: ReadonlySet<string> = new Set(NATIONAL_HOLIDAYS.map((holiday) => holiday.date));

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything else. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
    if (new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === month - 1) return ms / DAY_MS;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
}

export function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** A working day is neither a Sunday nor a holiday (by default the national holidays). */
export function isWorkingDay(date: string, holidays: ReadonlySet<string> = NATIONAL_HOLIDAY_DATES): boolean {
  const day = dayNumber(date);
  // 1970-01-01 (day 0) was a Thursday, weekday 4 counted from Sunday.
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday !== 0 && !holidays.has(date);
}

/** The date `days` working days after `date` (the date itself for 0, working day or not). */
export function addWorkingDays(
  date: string,
  days: number,
  holidays: ReadonlySet<string> = NATIONAL_HOLIDAY_DATES,
): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days must be a whole number ≥ 0, got ${days}`);
  let day = dayNumber(date);
  let current = date;
  for (let left = days; left > 0;) {
    day += 1;
    current = fromDayNumber(day);
    if (isWorkingDay(current, holidays)) left -= 1;
  }
  return current;
}

/** The calendar date in India (Asia/Kolkata, UTC+05:30 all year). */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes after midnight in India. */
export function istMinutes(now: Date): number {
  const ms = (now.getTime() + IST_OFFSET_MS) % DAY_MS;
  return Math.floor((ms < 0 ? ms + DAY_MS : ms) / 60_000);
}

/** Calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
