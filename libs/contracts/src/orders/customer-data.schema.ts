import { z } from 'zod';
import { issueSchema } from './issue.schema';
import { orderSchema } from './order.schema';

/** A line of the shopper's cart as the order service keeps it: the pack, the quantity and the price when added. */
export const keptCartLineSchema = z.object({
  productId: z.string(),
  /** The pack; null on a line added before packs (the product's default pack). */
  variantId: z.string().nullable(),
  name: z.string(),
  /** The pack's label when the line was added ('500 g'). */
  packLabel: z.string(),
  quantity: z.number().int(),
  /** In rupees. */
  priceWhenAdded: z.number(),
  addedAt: z.string(),
});
export type KeptCartLine = z.infer<typeof keptCartLineSchema>;

/**
 * `order.orders.data-of-customer`: everything the order service holds about the calling shopper, for the
 * shopper's own copy of their data: every order (newest first, with its consent and payment), every ticket
 * (newest first) and the cart's lines. Only the principal's own rows are ever read.
 */
export const customerOrderDataSchema = z.object({
  orders: z.array(orderSchema),
  tickets: z.array(issueSchema),
  cart: z.array(keptCartLineSchema),
});
export type CustomerOrderData = z.infer<typeof customerOrderDataSchema>;
