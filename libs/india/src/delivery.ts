import {
  addWorkingDays,
  daysBetween,
  dayNumber,
  istDate,
  istMinutes,
  isWorkingDay,
  NATIONAL_HOLIDAY_DATES,
} from './calendar';
import { lookupPincode } from './pincodes';
import { DEFAULT_TRANSIT_DAYS, deliveryZone, type DeliveryZone, type TransitDays } from './zones';

export interface DeliveryEstimateInput {
  now: Date;
  originPincode: string;
  destinationPincode: string;
  /** Working days the seller takes to dispatch, ≥ 0. */
  dispatchDays: number;
  /** The seller's daily cut-off in minutes after midnight IST, e.g. 840 = 2 pm. */
  cutoffMinutes: number;
  transitDays?: TransitDays;
  /** Default: the national holidays. */
  holidays?: ReadonlySet<string>;
}

export interface DeliveryEstimate {
  zone: DeliveryZone;
  /** YYYY-MM-DD: the next dispatch day plus the dispatch days, in working days. */
  dispatchBy: string;
  /** dispatchBy plus the zone's fewest transit days, in working days. */
  earliest: string;
  /** dispatchBy plus the zone's most transit days, in working days. */
  latest: string;
  /** Calendar days from today in India to earliest. */
  minDays: number;
  /** Calendar days from today in India to latest. */
  maxDays: number;
  label: string;
}

/** Today in India if it is a working day and the cut-off has not passed, else the next working day. */
export function nextDispatchDay(now: Date, cutoffMinutes: number, holidays: ReadonlySet<string>): string {
  const today = istDate(now);
  if (isWorkingDay(today, holidays) && istMinutes(now) < cutoffMinutes) return today;
  return addWorkingDays(today, 1, holidays);
}

/** When a parcel from one pincode reaches another; null when either pincode is unknown. */
export function estimateDelivery(input: DeliveryEstimateInput): DeliveryEstimate | null {
  const origin = lookupPincode(input.originPincode);
  const destination = lookupPincode(input.destinationPincode);
  if (!origin || !destination) return null;
  if (!Number.isInteger(input.cutoffMinutes) || input.cutoffMinutes < 0 || input.cutoffMinutes > 1440) {
    throw new RangeError(`The cut-off must be whole minutes from 0 to 1440 after midnight, got ${input.cutoffMinutes}`);
  }
  const holidays = input.holidays ?? NATIONAL_HOLIDAY_DATES;
  const zone = deliveryZone(origin, destination);
  const transit = (input.transitDays ?? DEFAULT_TRANSIT_DAYS)[zone];
  const dispatchBy = addWorkingDays(
    nextDispatchDay(input.now, input.cutoffMinutes, holidays),
    input.dispatchDays,
    holidays,
  );
  const earliest = addWorkingDays(dispatchBy, transit.min, holidays);
  const latest = addWorkingDays(dispatchBy, transit.max, holidays);
  const today = istDate(input.now);
  const range = { earliest, latest, minDays: daysBetween(today, earliest), maxDays: daysBetween(today, latest) };
  return { zone, dispatchBy, ...range, label: describeDelivery(range) };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-11-26' → 'Thu, 26 Nov'. */
export function formatDeliveryDate(date: string): string {
  return DATE_FORMAT.format(new Date(dayNumber(date) * 86_400_000));
}

/** 'Delivery by Thu, 26 Nov' within a week, else 'Delivery in 8–11 days'. */
export function describeDelivery(e: { earliest: string; latest: string; minDays: number; maxDays: number }): string {
  if (e.maxDays <= 7) return `Delivery by ${formatDeliveryDate(e.latest)}`;
  return `Delivery in ${e.minDays}–${e.maxDays} days`;
}
