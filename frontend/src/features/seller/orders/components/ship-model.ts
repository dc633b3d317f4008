import { calendarDateSchema, type OrderItem } from '@thindi/contracts';
import type { StatusExtras } from '../hooks/use-seller-orders';

/** Today's date in India ('YYYY-MM-DD'), the day a part ships and the latest it can have been packed. */
export const indiaToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

export const FUTURE_PACKED_ON_MESSAGE = 'The packed-on date cannot be after today';

/** A line of the part, as the ship dialog names it and the order service finds it. */
export const lineKey = (item: Pick<OrderItem, 'productId' | 'variantId'>): string =>
  `${item.productId}:${item.variantId ?? ''}`;

/** Why a packed-on date cannot be sent, or null. */
export function packedOnProblem(date: string, today: string, field = 'packedOn'): string | null {
  const parsed = calendarDateSchema(field).safeParse(date);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? `${field} must be a date (YYYY-MM-DD)`;
  return date > today ? FUTURE_PACKED_ON_MESSAGE : null;
}

/**
 * The dates a shipping sends: `packedOn` for the part, and a line of its own for each item given another day (a
 * line left blank or on the same day takes the part's).
 */
export function packedOnExtras(
  items: ReadonlyArray<Pick<OrderItem, 'productId' | 'variantId'>>,
  packedOn: string,
  lineDates: Readonly<Record<string, string>>,
): Pick<StatusExtras, 'packedOn' | 'lines'> {
  const lines = items.flatMap((item) => {
    const date = lineDates[lineKey(item)];
    if (!date || date === packedOn) return [];
    return [{ productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), packedOn: date }];
  });
  return lines.length ? { packedOn, lines } : { packedOn };
}
