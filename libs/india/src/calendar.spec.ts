import { addWorkingDays, dayNumber, fromDayNumber, istDate, isWorkingDay, NATIONAL_HOLIDAYS } from './calendar';

describe('working days', () => {
  it('lists Republic Day, Independence Day and Gandhi Jayanti for 2025 to 2028', () => {
    expect(NATIONAL_HOLIDAYS).toHaveLength(12);
    expect(NATIONAL_HOLIDAYS).toContainEqual({ date: '2026-01-26', name: 'Republic Day' });
    expect(NATIONAL_HOLIDAYS).toContainEqual({ date: '2028-08-15', name: 'Independence Day' });
    expect(NATIONAL_HOLIDAYS).toContainEqual({ date: '2025-10-02', name: 'Gandhi Jayanti' });
  });

  it('counts Saturdays and skips Sundays and national holidays', () => {
    expect(isWorkingDay('2026-11-28')).toBe(true); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-01-26')).toBe(false); // Republic Day, a Monday
    expect(isWorkingDay('2026-01-27')).toBe(true);
  });

  it('takes its own holiday list', () => {
    const pongal = new Set(['2027-01-15']);
    expect(isWorkingDay('2027-01-15', pongal)).toBe(false);
    expect(isWorkingDay('2027-01-26', pongal)).toBe(true);
  });

  it('adds working days over a Sunday and a holiday', () => {
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-11-30'); // Fri + Sat, Sun skipped, Mon
    expect(addWorkingDays('2026-01-23', 2)).toBe('2026-01-27'); // Fri + Sat, Sun and Republic Day skipped, Tue
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addWorkingDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('adds nothing for zero days, even on a Sunday', () => {
    expect(addWorkingDays('2026-11-29', 0)).toBe('2026-11-29');
  });

  it('refuses a malformed date or a negative count', () => {
    expect(() => isWorkingDay('2026-02-30')).toThrow('Not a calendar date (YYYY-MM-DD): "2026-02-30"');
    expect(() => isWorkingDay('26/11/2026')).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-27', -1)).toThrow('Working days must be a whole number ≥ 0, got -1');
    expect(() => addWorkingDays('2026-11-27', 1.5)).toThrow(RangeError);
  });
});

describe('istDate', () => {
  it('gives the date in India, five and a half hours ahead of UTC', () => {
    expect(istDate(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(istDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(istDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });
});

describe('day arithmetic', () => {
  it('turns day numbers back into the dates they came from, leap days and century years included', () => {
    const wrong: string[] = [];
    for (let day = dayNumber('1899-12-25'); day <= dayNumber('2101-01-05'); day += 1) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== date) wrong.push(`${date}: ${fromDayNumber(day)}`);
    }
    expect(wrong).toEqual([]);
    expect(dayNumber('2000-02-29') + 1).toBe(dayNumber('2000-03-01'));
  });
});
