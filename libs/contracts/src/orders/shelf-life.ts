import { z } from 'zod';

/**
 * Fresh at the door (decision 035): food reaches the shopper with at least this share of its shelf life left, on
 * the latest estimated delivery date. Dates are India's calendar days ('YYYY-MM-DD').
 */
export const MIN_SHELF_LIFE_AT_DELIVERY_PERCENT_DEFAULT = 30;

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);

// en-IN's short month names ('Sept' included), as libs/india's delivery dates spell them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** '2027-01-14' → '14 Jan 2027': a packed-on or best-before date as the order, the mail and the invoice write it. */
export const formatCalendarDate = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/** Best before: the packed-on day plus the shelf life ('Best before 14 Jan 2027'). */
export const bestBefore = (packedOn: string, shelfLifeDays: number): string => addDays(packedOn, shelfLifeDays);

/** Whole days of shelf life left on `date` for food packed on `packedOn` (negative once past best before). */
export const shelfLifeLeft = (packedOn: string, shelfLifeDays: number, date: string): number =>
  shelfLifeDays - (dayNumber(date) - dayNumber(packedOn));

/** The days that must still be left at delivery: `percent` of the shelf life, rounded up to a whole day. */
export const daysRequiredAtDelivery = (shelfLifeDays: number, percent: number): number =>
  Math.max(0, Math.ceil((shelfLifeDays * percent) / 100 - 1e-9));

/**
 * The earliest packed-on date that still leaves `percent` of the shelf life on the latest delivery date: food packed
 * before it would arrive too old.
 */
export const earliestPackedOn = (shelfLifeDays: number, latestDelivery: string, percent: number): string =>
  addDays(latestDelivery, -(shelfLifeDays - daysRequiredAtDelivery(shelfLifeDays, percent)));

/** Whether food packed on `packedOn` still has `percent` of its shelf life left on `latestDelivery`. */
export const freshEnoughAtDelivery = (
  packedOn: string,
  shelfLifeDays: number,
  latestDelivery: string,
  percent: number,
): boolean => shelfLifeLeft(packedOn, shelfLifeDays, latestDelivery) >= daysRequiredAtDelivery(shelfLifeDays, percent);

/** A calendar date as the API takes it. */
export const calendarDateSchema = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    // A date of another shape is not also called unreal.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && dateOf(dayNumber(d)) === d,
      `${field} is not a real date`,
    );

/**
 * With `status: 'shipped'`: when the part was packed, `packedOn` for all of it or per line (a line not named takes
 * `packedOn`, else the day of shipping). Never after the day of shipping.
 */
export const packedOnFields = {
  packedOn: calendarDateSchema('packedOn').optional(),
  lines: z
    .array(
      z.object({
        productId: z.string({ error: 'lines[].productId is required' }).uuid('lines[].productId must be a product id'),
        variantId: z.string().uuid('lines[].variantId must be a pack id').optional(),
        packedOn: calendarDateSchema('lines[].packedOn'),
      }),
      { error: 'lines must be a list of { productId, variantId?, packedOn }' },
    )
    .max(50, 'lines may name at most 50 lines')
    .optional(),
};
