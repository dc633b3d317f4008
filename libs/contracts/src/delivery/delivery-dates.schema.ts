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
  /** 'Delivery by Thu, 26 Nov' or 'Delivery in 8–11 days'. */
  label: z.string(),
});
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;
