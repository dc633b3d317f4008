import { z } from 'zod';
import {
  addDays,
  bestBefore,
  daysRequiredAtDelivery,
  earliestPackedOn,
  formatCalendarDate,
  freshEnoughAtDelivery,
  packedOnFields,
  shelfLifeLeft,
} from './shelf-life';
import { updateOrderStatusSchema } from './order.schema';

describe('shelf-life arithmetic', () => {
  it('counts best before across month and year ends', () => {
    expect(bestBefore('2026-11-20', 20)).toBe('2026-12-10');
    expect(bestBefore('2026-12-25', 20)).toBe('2027-01-14');
    expect(bestBefore('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('counts the leap day in a leap year and none in another', () => {
    expect(bestBefore('2028-02-20', 10)).toBe('2028-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(bestBefore('2027-02-20', 10)).toBe('2027-03-02');
    expect(shelfLifeLeft('2028-02-27', 5, '2028-03-01')).toBe(2);
  });

  it('needs 30% of the shelf life at delivery, rounded up to a whole day', () => {
    expect(daysRequiredAtDelivery(10, 30)).toBe(3);
    expect(daysRequiredAtDelivery(20, 30)).toBe(6);
    expect(daysRequiredAtDelivery(7, 30)).toBe(3);
    expect(daysRequiredAtDelivery(1, 30)).toBe(1);
    expect(daysRequiredAtDelivery(100, 30)).toBe(30);
    expect(daysRequiredAtDelivery(10, 0)).toBe(0);
  });

  it('takes a 10-day sweet with exactly 3 days left at delivery, and refuses it with 2', () => {
    // Packed 1 Dec, best before 11 Dec: delivered by 8 Dec it has 3 days left, by 9 Dec only 2.
    expect(shelfLifeLeft('2026-12-01', 10, '2026-12-08')).toBe(3);
    expect(freshEnoughAtDelivery('2026-12-01', 10, '2026-12-08', 30)).toBe(true);
    expect(freshEnoughAtDelivery('2026-12-01', 10, '2026-12-09', 30)).toBe(false);
  });

  it('names the earliest packed-on date that is still fresh enough, and the day before it is not', () => {
    const earliest = earliestPackedOn(20, '2026-12-12', 30);
    expect(earliest).toBe('2026-11-28');
    expect(freshEnoughAtDelivery(earliest, 20, '2026-12-12', 30)).toBe(true);
    expect(freshEnoughAtDelivery(addDays(earliest, -1), 20, '2026-12-12', 30)).toBe(false);
    // Across a year end: delivered by 5 Jan 2027, a 10-day sweet packed on 29 Dec 2026 still has 3 days.
    expect(earliestPackedOn(10, '2027-01-05', 30)).toBe('2026-12-29');
  });

  it('counts days past best before as negative', () => {
    expect(shelfLifeLeft('2026-11-01', 20, '2026-12-12')).toBe(-21);
    expect(freshEnoughAtDelivery('2026-11-01', 20, '2026-12-12', 30)).toBe(false);
  });

  it('writes dates as India does', () => {
    expect(formatCalendarDate('2027-01-14')).toBe('14 Jan 2027');
    expect(formatCalendarDate('2026-09-01')).toBe('1 Sept 2026');
  });
});

describe('packed-on fields of a status move', () => {
  const fields = z.object(packedOnFields);
  const move = (body: object) =>
    updateOrderStatusSchema.safeParse({ id: crypto.randomUUID(), status: 'shipped', ...body });
  const messages = (body: object) => move(body).error?.issues.map((i) => i.message);

  it('takes a packed-on date for the part and per line', () => {
    const productId = crypto.randomUUID();
    expect(fields.parse({ packedOn: '2026-12-01', lines: [{ productId, packedOn: '2026-11-30' }] })).toEqual({
      packedOn: '2026-12-01',
      lines: [{ productId, packedOn: '2026-11-30' }],
    });
    expect(move({}).success).toBe(true);
  });

  it('refuses a date of another shape, or one that is not on the calendar', () => {
    expect(messages({ packedOn: '01/12/2026' })).toEqual(['packedOn must be a date (YYYY-MM-DD)']);
    expect(messages({ packedOn: '2026-02-29' })).toEqual(['packedOn is not a real date']);
    expect(messages({ packedOn: '2028-02-29' })).toBeUndefined();
    expect(messages({ lines: [{ productId: crypto.randomUUID(), packedOn: '2026-13-01' }] })).toEqual([
      'lines[].packedOn is not a real date',
    ]);
  });

  it('refuses a line without a product id', () => {
    expect(messages({ lines: [{ packedOn: '2026-12-01' }] })).toEqual(['lines[].productId is required']);
  });
});
