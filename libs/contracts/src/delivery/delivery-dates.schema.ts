import { z } from 'zod';

export const DELIVERY_ZONES = ['A', 'B', 'C', 'D', 'E'] as const;
export type DeliveryZoneCode = (typeof DELIVERY_ZONES)[number];

export const deliveryDatesSchema = z.object({
  zone: z.enum(DELIVERY_ZONES),
  /** YYYY-MM-DD, India Standard Time. */
  dispatchBy: z.string(),
  earliest: z.string(),
  latest: z.string(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** 'Delivery by Mon, 7 Dec': the latest date, worded by libs/india's describeDelivery. */
  label: z.string(),
  /** The same naming where it goes, 'Delivery by Mon, 7 Dec to Bengaluru 560001' (absent on older estimates). */
  labelTo: z.string().optional(),
});
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;
