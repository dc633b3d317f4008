import { z } from 'zod';
import { CATEGORIES } from '../common/constants';
import { MAX_RUPEES, twoDecimals } from '../common/money';
import { DISCOUNT_KINDS } from './discount';

/** Who pays for a coupon's discount (decision 039): the platform (the admin's coupons) or the seller (its own). */
export const COUPON_FUNDERS = ['platform', 'seller'] as const;
export type CouponFunder = (typeof COUPON_FUNDERS)[number];

/** What its owner set: `active` (used between its dates), `paused` (not usable until resumed) or `ended` for good. */
export const COUPON_STATUSES = ['active', 'paused', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
/**
 * Where a coupon stands now: `scheduled` (active, not started), `live`, `paused`, `used-up` (its uses all taken),
 * `expired` (past its end) or `ended` (by its owner).
 */
export const COUPON_STATES = ['scheduled', 'live', 'paused', 'used-up', 'expired', 'ended'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  paused: 'Paused',
  'used-up': 'Used up',
  expired: 'Expired',
  ended: 'Ended',
};

/** A code is 3 to 20 letters and digits, compared without case (stored in capitals). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const MAX_COUPON_PERCENT = 90;

/** A code as a shopper types it (in the cart, or `couponCode` with an order): any case, spaces around ignored. */
export const couponCodeInputSchema = z
  .string({ error: 'code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Enter a coupon code')
  .regex(COUPON_CODE_PATTERN, 'A coupon code is 3 to 20 letters and digits, e.g. DIWALI10');

const rupees = (what: string) =>
  z
    .number({ error: `${what} must be an amount in rupees` })
    .min(0, `${what} must not be negative`)
    .max(MAX_RUPEES, `${what} must be at most ${MAX_RUPEES}`)
    .refine(twoDecimals, `${what} must have at most 2 decimals`);
const moment = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what} must be a date and time, e.g. 2026-10-20T00:00:00+05:30` });

/**
 * POST /api/admin/coupons and POST /api/sellers/coupons (body). `value` is the percent (1 to 90, a percent coupon)
 * or the rupees off (a flat one); `minSubtotal` and `maxDiscount` are rupees with GST, counted on the lines the coupon
 * applies to (a seller's coupon: that seller's lines only); `categories` and `productIds` narrow those lines (none:
 * every line of the funder's). `usageLimit` counts every shopper's orders (none: no limit); `perCustomerLimit` one
 * shopper's.
 */
export const couponBodySchema = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE_PATTERN, 'code must be 3 to 20 letters and digits, e.g. DIWALI10'),
    kind: z.enum(DISCOUNT_KINDS, { error: `kind must be one of ${DISCOUNT_KINDS.join(', ')}` }),
    value: z.number({ error: 'value must be a number' }).positive('value must be more than zero'),
    minSubtotal: rupees('minSubtotal').default(0),
    maxDiscount: rupees('maxDiscount').positive('maxDiscount must be more than zero').nullable().optional(),
    startsAt: moment('startsAt'),
    endsAt: moment('endsAt'),
    usageLimit: z
      .number({ error: 'usageLimit must be a whole number' })
      .int('usageLimit must be a whole number')
      .min(1, 'usageLimit must be at least 1')
      .max(1_000_000, 'usageLimit must be at most 1000000')
      .nullable()
      .optional(),
    perCustomerLimit: z
      .number({ error: 'perCustomerLimit must be a whole number' })
      .int('perCustomerLimit must be a whole number')
      .min(1, 'perCustomerLimit must be at least 1')
      .max(100, 'perCustomerLimit must be at most 100')
      .default(1),
    categories: z
      .array(z.enum(CATEGORIES, { error: `categories must be among ${CATEGORIES.join(', ')}` }))
      .max(CATEGORIES.length)
      .optional(),
    productIds: z.array(z.string().uuid('productIds must be product ids')).max(100, 'At most 100 products').optional(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.value > MAX_COUPON_PERCENT || !Number.isInteger(c.value)))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A percent coupon takes a whole percent from 1 to ${MAX_COUPON_PERCENT}`,
      });
    if (c.kind === 'flat' && (c.value > MAX_RUPEES || !twoDecimals(c.value)))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A flat coupon takes rupees with at most 2 decimals' });
    if (c.kind === 'flat' && c.maxDiscount != null)
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'maxDiscount caps a percent coupon only' });
    if (Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
    if (c.usageLimit != null && c.perCustomerLimit > c.usageLimit)
      ctx.addIssue({
        code: 'custom',
        path: ['perCustomerLimit'],
        message: 'perCustomerLimit must not be more than usageLimit',
      });
  });
export type CouponBody = z.infer<typeof couponBodySchema>;

/** POST /api/admin/coupons/:id/{pause,resume,end} and the seller's: the coupon by id. */
export const couponIdSchema = z.object({ id: z.string().uuid('Coupon not found') });
export const COUPON_MOVES = ['pause', 'resume', 'end'] as const;
export type CouponMove = (typeof COUPON_MOVES)[number];
export const couponMoveSchema = couponIdSchema.extend({ move: z.enum(COUPON_MOVES) });
export type CouponMoveInput = z.infer<typeof couponMoveSchema>;

/** A coupon as its owner (and the admin) reads it: money in rupees, dates as ISO text. */
export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  funder: z.enum(COUPON_FUNDERS),
  /** The seller whose coupon it is (valid only on its products); null for the platform's. */
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  minSubtotal: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number(),
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  status: z.enum(COUPON_STATUSES),
  state: z.enum(COUPON_STATES),
  /** Orders placed with it that stand (an order cancelled before it shipped gives its use back). */
  used: z.number(),
  /**
   * What it has done, from the orders standing with it: how many, the discount given (rupees, with GST) and their
   * value (a platform coupon's: what the orders were charged; a seller's: its part of them, before GST).
   */
  figures: z.object({ orders: z.number().int(), discount: z.number(), revenue: z.number() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponResponseSchema = z.object({ success: z.literal(true), coupon: couponSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;
export const couponListResponseSchema = z.object({ success: z.literal(true), coupons: z.array(couponSchema) });
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;

/** The coupon's words in a line: '10% off, at most ₹200' or '₹50 off'. */
export function couponTerms(c: Pick<Coupon, 'kind' | 'value' | 'maxDiscount'>, format: (rupees: number) => string) {
  if (c.kind === 'flat') return `${format(c.value)} off`;
  return c.maxDiscount != null ? `${c.value}% off, at most ${format(c.maxDiscount)}` : `${c.value}% off`;
}
