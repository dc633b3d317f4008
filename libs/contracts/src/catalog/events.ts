import { z } from 'zod';

export const productsChangedEventSchema = z.object({
  productIds: z.array(z.string()),
  reason: z.string(),
  at: z.string(),
});
export type ProductsChangedEvent = z.infer<typeof productsChangedEventSchema>;
