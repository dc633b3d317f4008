import { z } from 'zod';
import { PINCODE_PATTERN } from '../common/constants';

export const SHIPS_TO = ['india', 'state'] as const;
export type ShipsTo = (typeof SHIPS_TO)[number];
/** 'HH:MM', 24-hour, India Standard Time. */
export const CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_DISPATCH_DAYS = 10;

/**
 * PUT /api/sellers/shipping-profile: where a seller ships from and how fast. The origin pincode must be a
 * known pincode (the seller service checks it against the pincode directory). codLimit is in rupees; null
 * means no limit.
 */
export const shippingProfileInputSchema = z.object(
  {
    originPincode: z
      .string({ error: 'Origin pincode is required' })
      .trim()
      .regex(PINCODE_PATTERN, 'Please enter a valid pincode'),
    dispatchDays: z
      .number({ error: 'dispatchDays must be a whole number of working days' })
      .int('dispatchDays must be a whole number of working days')
      .min(0, 'dispatchDays must be a whole number of working days')
      .max(MAX_DISPATCH_DAYS, `dispatchDays must be at most ${MAX_DISPATCH_DAYS}`),
    cutoffTime: z
      .string({ error: 'cutoffTime must be a time such as 14:00' })
      .trim()
      .regex(CUTOFF_PATTERN, 'cutoffTime must be a time such as 14:00'),
    codEnabled: z.boolean({ error: 'codEnabled must be true or false' }),
    codLimit: z
      .number({ error: 'codLimit must be an amount in rupees' })
      .positive('codLimit must be more than zero')
      .max(1_000_000, 'codLimit must be at most ₹10,00,000')
      .nullable(),
    shipsTo: z.enum(SHIPS_TO, { error: 'shipsTo must be india or state' }),
  },
  { error: 'Shipping profile is required' },
);
export type ShippingProfileInput = z.infer<typeof shippingProfileInputSchema>;

/** A seller's shipping profile as the API sends it. originState/originDistrict come from the pincode. */
export const shippingProfileSchema = shippingProfileInputSchema.extend({
  sellerId: z.string(),
  originDistrict: z.string().nullable(),
  originState: z.string().nullable(),
});
export type ShippingProfile = z.infer<typeof shippingProfileSchema>;
export const shippingProfileResponseSchema = z.object({ success: z.literal(true), profile: shippingProfileSchema });
export type ShippingProfileResponse = z.infer<typeof shippingProfileResponseSchema>;

/** The profile a seller has until it saves one: from its business address, dispatch in a day, 2 pm cut-off. */
export const DEFAULT_SHIPPING_PROFILE: Omit<ShippingProfileInput, 'originPincode'> = {
  dispatchDays: 1,
  cutoffTime: '14:00',
  codEnabled: true,
  codLimit: null,
  shipsTo: 'india',
};

/** seller.shipping.for-sellers: the profiles of these sellers (every seller gets one, defaults if never saved). */
export const shippingProfilesQuerySchema = z.object({ sellerIds: z.array(z.string().uuid()).min(1).max(100) });
export type ShippingProfilesQuery = z.infer<typeof shippingProfilesQuerySchema>;
/** A seller's profile as the order service reads it: with the seller's GSTIN (null without one), for the GST. */
export type SellerShippingTerms = ShippingProfile & { gstin: string | null };
export interface ShippingProfilesResult {
  profiles: SellerShippingTerms[];
}

export const ShippingProfilePatterns = {
  /** (seller principal) → ShippingProfileResponse */
  get: 'seller.shipping.get',
  /** (seller principal) {profile: ShippingProfileInput} → ShippingProfileResponse */
  update: 'seller.shipping.update',
  /** {sellerIds} → ShippingProfilesResult: what the order service quotes delivery from. */
  forSellers: 'seller.shipping.for-sellers',
} as const;
