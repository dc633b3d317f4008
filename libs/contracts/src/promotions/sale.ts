import { z } from 'zod';
import { CATEGORIES } from '../common/constants';
import { COUPON_FUNDERS, type CouponFunder } from './coupon.schema';

/**
 * A sale: a percent off chosen products for a while (decision 039). A seller's is on its own products and it pays for
 * it; the platform's (the admin's) is on chosen products or whole categories, and the platform pays for it. Its price
 * is reckoned from its dates at the moment it is asked, so a page or a cached list is right at its start and end.
 */
export const MAX_SALE_PERCENT = 90;
export const MAX_SALE_NAME = 40;

/** A sale as the pricing rules need it. Dates as ISO text or Date. */
export interface SaleTerms {
  id: string;
  name: string;
  funder: CouponFunder;
  /** The seller running it; null for a platform sale. */
  sellerId: string | null;
  percent: number;
  startsAt: string | Date;
  endsAt: string | Date;
  /** Products it is on (none: every product of its seller's, or of its categories). */
  productIds: readonly string[];
  /** A platform sale's categories (a seller's sale is on its products). */
  categories: readonly string[];
  /** `ended` by its owner before its end: it no longer prices anything. */
  ended?: boolean;
}

/** A product as a sale decides whether it is on it. */
export interface SaleProduct {
  id: string;
  sellerId: string;
  category: string;
}

const at = (moment: string | Date) => (typeof moment === 'string' ? Date.parse(moment) : moment.getTime());

/** A sale runs from its start (included) to its end (excluded), unless its owner ended it. */
export const saleRunning = (sale: SaleTerms, now: Date): boolean =>
  !sale.ended && at(sale.startsAt) <= now.getTime() && now.getTime() < at(sale.endsAt);

/** Whether a sale is on a product: a seller's on its own products (all, or those it chose), the platform's on those chosen or in its categories. */
export function saleCovers(sale: SaleTerms, product: SaleProduct): boolean {
  if (sale.funder === 'seller') {
    if (sale.sellerId !== product.sellerId) return false;
    return sale.productIds.length === 0 || sale.productIds.includes(product.id);
  }
  return sale.productIds.includes(product.id) || sale.categories.includes(product.category);
}

/**
 * The sale that prices a product now: of those running and on it, the largest percent (the shopper gets the best
 * price); on a tie the platform's, then the one ending first. None: undefined.
 */
export function saleFor<T extends SaleTerms>(sales: readonly T[], product: SaleProduct, now: Date): T | undefined {
  return sales
    .filter((sale) => saleRunning(sale, now) && saleCovers(sale, product))
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        Number(b.funder === 'platform') - Number(a.funder === 'platform') ||
        at(a.endsAt) - at(b.endsAt),
    )[0];
}

/**
 * What a sale takes off one unit's price with GST, in paise: the percent of it, rounded down to the paisa. The
 * shopper pays the price less this whoever funds it; who funds it decides what the seller's invoice says (the same
 * rules as a coupon's, decision 039).
 */
export function saleDiscountPaise(unitPaiseWithGst: number, percent: number): number {
  if (unitPaiseWithGst <= 0 || percent <= 0) return 0;
  const bps = Math.round(Math.min(percent, MAX_SALE_PERCENT) * 100);
  return Math.floor((unitPaiseWithGst * bps) / 10_000);
}

/**
 * The next moment after `now` at which a sale starts or ends: the catalogue's prices change then, so its version
 * moves (one timer per boundary). None ahead: undefined.
 */
export function nextSaleBoundary(sales: readonly SaleTerms[], now: Date): Date | undefined {
  const ahead = sales
    .filter((sale) => !sale.ended)
    .flatMap((sale) => [at(sale.startsAt), at(sale.endsAt)])
    .filter((moment) => moment > now.getTime());
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : undefined;
}

/** 'Ends in 2 days 4 hours', 'Ends in 3 hours 20 minutes', 'Ends in 12 minutes': a sale's banner, to the minute. */
export function saleTimeLeft(endsAt: string | Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((at(endsAt) - now.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (days > 0) return `Ends in ${unit(days, 'day')}${hours > 0 ? ` ${unit(hours, 'hour')}` : ''}`;
  if (hours > 0) return `Ends in ${unit(hours, 'hour')}${mins > 0 ? ` ${unit(mins, 'minute')}` : ''}`;
  return `Ends in ${unit(mins, 'minute')}`;
}

const moment = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what} must be a date and time, e.g. 2026-10-20T00:00:00+05:30` });

/**
 * POST /api/sellers/sales and POST /api/admin/sales (body): a name the badge shows ('Diwali sale'), a whole percent
 * off, its start and end; `productIds` (a seller's: its own, none meaning all of them) and, for the platform's,
 * `categories`.
 */
export const saleBodySchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(3, 'name must be at least 3 characters, e.g. Diwali sale')
      .max(MAX_SALE_NAME, `name must be at most ${MAX_SALE_NAME} characters`),
    percent: z
      .number({ error: 'percent must be a whole number from 1 to 90' })
      .int('percent must be a whole number from 1 to 90')
      .min(1, 'percent must be a whole number from 1 to 90')
      .max(MAX_SALE_PERCENT, 'percent must be a whole number from 1 to 90'),
    startsAt: moment('startsAt'),
    endsAt: moment('endsAt'),
    productIds: z.array(z.string().uuid('productIds must be product ids')).max(200, 'At most 200 products').optional(),
    categories: z
      .array(z.enum(CATEGORIES, { error: `categories must be among ${CATEGORIES.join(', ')}` }))
      .max(CATEGORIES.length)
      .optional(),
  })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type SaleBody = z.infer<typeof saleBodySchema>;

/** Who pays for a sale: the same two as a coupon's. */
export const SALE_FUNDERS = COUPON_FUNDERS;
