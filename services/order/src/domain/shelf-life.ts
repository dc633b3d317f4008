import {
  addDays,
  bestBefore,
  daysRequiredAtDelivery,
  earliestPackedOn,
  formatCalendarDate,
  freshEnoughAtDelivery,
  shelfLifeLeft,
  type DeliveryDates,
} from '@thindi/contracts';
import { addWorkingDays, istDate, isWorkingDay } from '@thindi/india';
import { DomainError } from '@thindi/platform';
import type { StoredOrderItem } from '../db/schema';

/** When a part ships: the day it was packed, for all of it and per line (decision 035). */
export interface PackedOnInput {
  packedOn?: string;
  lines?: { productId: string; variantId?: string; packedOn: string }[];
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, holidays)) count += 1;
  return count;
}

/**
 * The latest day a part shipped on `shipOn` may arrive: its estimate's latest date, or, when it ships after the
 * estimate's dispatch day, that many transit days counted from the day it leaves (the next working day from
 * `shipOn`). A part without an estimate (orders placed before them) takes the order's promised date.
 */
export function latestDeliveryOn(
  delivery: DeliveryDates | null,
  promised: Date,
  shipOn: string,
  holidays: ReadonlySet<string>,
): string {
  if (!delivery) {
    const date = istDate(promised);
    return date < shipOn ? shipOn : date;
  }
  if (shipOn <= delivery.dispatchBy) return delivery.latest;
  const transit = workingDaysBetween(delivery.dispatchBy, delivery.latest, holidays);
  const leaves = isWorkingDay(shipOn, holidays) ? shipOn : addWorkingDays(shipOn, 1, holidays);
  return addWorkingDays(leaves, transit, holidays);
}

/** A line as its seller knows it: 'Kaju Katli (500 g)'. */
const lineName = (item: StoredOrderItem): string => `${item.productName} (${item.variantLabel ?? item.weight})`;

const named = (item: StoredOrderItem, line: { productId: string; variantId?: string }): boolean =>
  item.productId === line.productId && (line.variantId === undefined || item.variantId === line.variantId);

/**
 * The packed-on date of each of a seller's lines, in their order: a line named with its pack first, then one naming
 * its product, then `packedOn`, then today. Refuses (400) a line that names nothing in the part and a date after
 * today.
 */
export function packedOnDates(mine: StoredOrderItem[], input: PackedOnInput, today: string): string[] {
  for (const line of input.lines ?? []) {
    if (!mine.some((item) => named(item, line))) {
      const what = line.variantId ? `Pack ${line.variantId} of product ${line.productId}` : `Product ${line.productId}`;
      throw DomainError.validation(`${what} is not in your part of this order`, 'ORDER.PACKED_ON_INVALID');
    }
  }
  return mine.map((item) => {
    const line =
      input.lines?.find((l) => l.variantId !== undefined && named(item, l)) ??
      input.lines?.find((l) => l.variantId === undefined && named(item, l));
    const packedOn = line?.packedOn ?? input.packedOn ?? today;
    if (packedOn > today) {
      throw DomainError.validation(
        `${lineName(item)} cannot be packed after today (${formatCalendarDate(today)} in India): ${formatCalendarDate(packedOn)} was given`,
        'ORDER.PACKED_ON_INVALID',
      );
    }
    return packedOn;
  });
}

/**
 * Refuses (409) a line that would reach the shopper with less than `percent` of its shelf life left on
 * `latestDelivery`, naming it and the earliest packed-on date that would do. Lines without a shelf life pass.
 */
export function checkFreshAtDoor(
  mine: StoredOrderItem[],
  packedOn: string[],
  latestDelivery: string,
  today: string,
  percent: number,
): void {
  mine.forEach((item, i) => {
    const days = item.shelfLifeDays;
    if (!days || freshEnoughAtDelivery(packedOn[i], days, latestDelivery, percent)) return;
    const left = shelfLifeLeft(packedOn[i], days, latestDelivery);
    const by = formatCalendarDate(latestDelivery);
    const state =
      left > 0
        ? `would have ${left} of its ${days} days left by ${by}`
        : `would be past its best before (${formatCalendarDate(bestBefore(packedOn[i], days))}) by ${by}`;
    const earliest = earliestPackedOn(days, latestDelivery, percent);
    const need = daysRequiredAtDelivery(days, percent);
    const remedy =
      earliest <= today
        ? `ship one packed on or after ${formatCalendarDate(earliest)}`
        : `it needs ${need} days left at delivery, which only food packed on or after ${formatCalendarDate(earliest)} would have`;
    throw DomainError.conflict(
      `${lineName(item)} packed on ${formatCalendarDate(packedOn[i])} ${state}: ${remedy}`,
      'ORDER.NOT_FRESH_ENOUGH',
    );
  });
}

/** A shipped line with its packed-on date, and its best before when it declared a shelf life. */
export const withPackedOn = (item: StoredOrderItem, packedOn: string): StoredOrderItem => ({
  ...item,
  packedOn,
  bestBefore: item.shelfLifeDays ? bestBefore(packedOn, item.shelfLifeDays) : null,
});
