import { CATEGORIES, couponBodySchema, DISCOUNT_KINDS } from '@thindi/contracts';
import { z } from 'zod';

/** India's offset: a coupon's dates are typed as India's clock reads them, whatever the browser's own zone. */
const INDIA_OFFSET = '+05:30';

/**
 * A `datetime-local` value ('YYYY-MM-DDTHH:mm', maybe with seconds) read as India's time: '2026-10-20T00:00' becomes
 * '2026-10-20T00:00:00+05:30'. Anything else is passed on as typed, for the contract to refuse.
 */
export function indiaMoment(local: string): string {
  const value = local.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return `${value}:00${INDIA_OFFSET}`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)) return `${value}${INDIA_OFFSET}`;
  return value;
}

/** A number typed, or left out when the field is blank (text that is not a number stays NaN, for the contract to refuse). */
const numberOrNothing = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The coupon form: every field is typed as text (the kind a radio, the categories checkboxes), then turned into the
 * create body and handed to the contract's schema, so its rules and messages are the ones checked before sending.
 * A flat coupon sends no cap; blank optional fields are left out (no usage limit, no minimum, every category).
 */
export const couponFormSchema = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.string(),
    minSubtotal: z.string(),
    maxDiscount: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    usageLimit: z.string(),
    perCustomerLimit: z.string(),
    categories: z.array(z.enum(CATEGORIES)),
  })
  .transform((fields): unknown => ({
    code: fields.code,
    kind: fields.kind,
    value: numberOrNothing(fields.value),
    minSubtotal: numberOrNothing(fields.minSubtotal),
    maxDiscount: fields.kind === 'percent' ? numberOrNothing(fields.maxDiscount) : undefined,
    startsAt: indiaMoment(fields.startsAt),
    endsAt: indiaMoment(fields.endsAt),
    usageLimit: numberOrNothing(fields.usageLimit),
    perCustomerLimit: numberOrNothing(fields.perCustomerLimit),
    categories: fields.categories.length > 0 ? fields.categories : undefined,
  }))
  .pipe(couponBodySchema);
export type CouponFormFields = z.input<typeof couponFormSchema>;

export const EMPTY_COUPON_FIELDS: CouponFormFields = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '1',
  categories: [],
};
