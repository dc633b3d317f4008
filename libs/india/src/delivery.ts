import {
  addWorkingDayNumbers,
  dayNumber,
  fromDayNumber,
  holidayDays,
  istDate,
  istDayNumber,
  istMinutes,
  isWorkingDayNumber,
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
  /** 'Delivery by Mon, 7 Dec': the latest date (describeDelivery). */
  label: string;
  /** The same naming where it goes: 'Delivery by Mon, 7 Dec to Bengaluru 560001'. */
  labelTo: string;
}

/** Where a parcel goes, as a delivery label names it: the district (or city) and the pincode. */
export interface DeliveryDestination {
  place: string;
  pincode: string;
}

/** Today in India if it is a working day and the cut-off has not passed, else the next working day. */
function nextDispatchDayNumber(now: Date, cutoffMinutes: number, holidays: ReadonlySet<number>): number {
  const today = istDayNumber(now);
  if (isWorkingDayNumber(today, holidays) && istMinutes(now) < cutoffMinutes) return today;
  return addWorkingDayNumbers(today, 1, holidays);
}

/** When a parcel from one pincode reaches another; null when either pincode is unknown. */
export function estimateDelivery(input: DeliveryEstimateInput): DeliveryEstimate | null {
  const origin = lookupPincode(input.originPincode);
  const destination = lookupPincode(input.destinationPincode);
  if (!origin || !destination) return null;
  if (!Number.isInteger(input.cutoffMinutes) || input.cutoffMinutes < 0 || input.cutoffMinutes > 1440) {
    throw new RangeError(`The cut-off must be whole minutes from 0 to 1440 after midnight, got ${input.cutoffMinutes}`);
  }
  const holidays = holidayDays(input.holidays ?? NATIONAL_HOLIDAY_DATES);
  const zone = deliveryZone(origin, destination);
  const transit = (input.transitDays ?? DEFAULT_TRANSIT_DAYS)[zone];
  const today = istDayNumber(input.now);
  const dispatchBy = addWorkingDayNumbers(
    nextDispatchDayNumber(input.now, input.cutoffMinutes, holidays),
    input.dispatchDays,
    holidays,
  );
  const earliest = addWorkingDayNumbers(dispatchBy, transit.min, holidays);
  const latest = addWorkingDayNumbers(dispatchBy, transit.max, holidays);
  const range = {
    earliest: fromDayNumber(earliest),
    latest: fromDayNumber(latest),
    minDays: earliest - today,
    maxDays: latest - today,
  };
  const to = { place: destination.district, pincode: destination.pincode };
  return {
    zone,
    dispatchBy: fromDayNumber(dispatchBy),
    ...range,
    label: describeDelivery(range),
    labelTo: describeDelivery(range, to),
  };
}

// en-IN's short names (as Intl.DateTimeFormat('en-IN') writes them, 'Sept' included), spelt out so that a Node
// built without full ICU writes the same.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** '2026-11-26' → 'Thu, 26 Nov'. */
export function formatDeliveryDate(date: string): string {
  const day = dayNumber(date);
  const [, month, dayOfMonth] = date.split('-').map(Number);
  return `${WEEKDAYS[(((day + 4) % 7) + 7) % 7]}, ${dayOfMonth} ${MONTHS[month - 1]}`;
}

/**
 * The one wording of a delivery date, wherever it is shown (product page, cart, checkout, order, mail): the latest
 * day of the estimate, 'Delivery by Mon, 7 Dec', naming the destination when given ('… to Bengaluru 560001'). A
 * range of days is never shown: a shopper plans by the date, and two wordings of one estimate read as two promises.
 */
export function describeDelivery(dates: { latest: string }, to?: DeliveryDestination | null): string {
  const by = `Delivery by ${formatDeliveryDate(dates.latest)}`;
  const place = to?.place.trim();
  if (!to) return by;
  return place ? `${by} to ${place} ${to.pincode}` : `${by} to ${to.pincode}`;
}

/** An instant promised for delivery (an order's estimatedDelivery), described by its date in India. */
export function describeDeliveryAt(at: Date, to?: DeliveryDestination | null): string {
  return describeDelivery({ latest: istDate(at) }, to);
}
