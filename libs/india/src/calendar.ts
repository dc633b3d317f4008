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
  const match = typeof date === 'string' ? DATE.exec(date) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
    if (time.getUTCDate() === day && time.getUTCMonth() === month - 1) return time.getTime() / DAY_MS;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
}

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** 'YYYY-MM-DD' of a day number, by Howard Hinnant's civil_from_days: integer arithmetic, no Date on the hot path. */
export function fromDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
}

/** Holiday sets as day numbers, worked out once per set (and again if it grows or shrinks). */
const holidayDayCache = new WeakMap<ReadonlySet<string>, { size: number; days: ReadonlySet<number> }>();

export function holidayDays(holidays: ReadonlySet<string>): ReadonlySet<number> {
  const cached = holidayDayCache.get(holidays);
  if (cached && cached.size === holidays.size) return cached.days;
  const days = new Set([...holidays].map(dayNumber));
  holidayDayCache.set(holidays, { size: holidays.size, days });
  return days;
}

export function isWorkingDayNumber(day: number, holidays: ReadonlySet<number>): boolean {
  // Day 0, 1970-01-01, was a Thursday: weekday 4 counted from Sunday.
  return (((day + 4) % 7) + 7) % 7 !== 0 && !holidays.has(day);
}

export function addWorkingDayNumbers(day: number, days: number, holidays: ReadonlySet<number>): number {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days must be a whole number ≥ 0, got ${days}`);
  let current = day;
  for (let left = days; left > 0;) {
    current += 1;
    if (isWorkingDayNumber(current, holidays)) left -= 1;
  }
  return current;
}

/** A working day is neither a Sunday nor a holiday (by default the national holidays). */
export function isWorkingDay(date: string, holidays: ReadonlySet<string> = NATIONAL_HOLIDAY_DATES): boolean {
  return isWorkingDayNumber(dayNumber(date), holidayDays(holidays));
}

/** The date `days` working days after `date` (the date itself for 0, working day or not). */
export function addWorkingDays(
  date: string,
  days: number,
  holidays: ReadonlySet<string> = NATIONAL_HOLIDAY_DATES,
): string {
  return fromDayNumber(addWorkingDayNumbers(dayNumber(date), days, holidayDays(holidays)));
}

/** The calendar date in India (Asia/Kolkata, UTC+05:30 all year). */
export function istDate(now: Date): string {
  return fromDayNumber(istDayNumber(now));
}

export function istDayNumber(now: Date): number {
  return Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/** Minutes after midnight in India. */
export function istMinutes(now: Date): number {
  const ms = now.getTime() + IST_OFFSET_MS;
  return Math.floor((ms - Math.floor(ms / DAY_MS) * DAY_MS) / 60_000);
}
