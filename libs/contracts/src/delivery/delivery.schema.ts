import { z } from 'zod';
import { PAYMENT_METHODS, PINCODE_PATTERN } from '../common/constants';
import { MAX_ORDER_LINES, orderLineInputSchema } from '../orders/order.schema';
import { deliveryDatesSchema } from './delivery-dates.schema';

const pincodeSchema = z
  .string({ error: 'Please enter a valid pincode' })
  .trim()
  .regex(PINCODE_PATTERN, 'Please enter a valid pincode');

/** GET /api/pincodes/:pin */
export const pincodeParamSchema = z.object({ pin: pincodeSchema });
/** What the pincode directory knows of a pincode: city and state fill in from it. */
export const pincodeLookupSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  /** The GST state code, e.g. '33' for Tamil Nadu. */
  stateCode: z.string(),
  /** Place and post-office names under the pincode. */
  places: z.array(z.string()),
});
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;
export const pincodeResponseSchema = z.object({ success: z.literal(true), pincode: pincodeLookupSchema });
export type PincodeResponse = z.infer<typeof pincodeResponseSchema>;

/** GET /api/delivery/estimate?productId=&pincode= (one product, quantity 1). */
export const deliveryEstimateQuerySchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
  pincode: pincodeSchema,
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;
/** POST /api/delivery/estimate: a cart (or one product) to a pincode, optionally with the payment method. */
export const deliveryQuoteSchema = z.object({
  pincode: pincodeSchema,
  items: z
    .array(orderLineInputSchema, { error: 'items are required' })
    .min(1, 'items are required')
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be cod, card, upi or netbanking' }).optional(),
});
export type DeliveryQuoteInput = z.infer<typeof deliveryQuoteSchema>;

/** One seller's part of a quote: its products, whether and when they arrive, and cash on delivery. */
export const deliveryPartSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  productIds: z.array(z.string()),
  deliverable: z.boolean(),
  /** Why not, when not: 'This seller does not deliver to 781001 yet'. */
  message: z.string().nullable(),
  /** null when not deliverable, or when the seller's origin is not a known pincode. */
  estimate: deliveryDatesSchema.nullable(),
  cod: z.object({
    available: z.boolean(),
    /** Rupees; null when there is no limit (or no cash on delivery). */
    limit: z.number().nullable(),
    /** 'Cash on Delivery available', 'Cash on Delivery available up to ₹2,000.00', 'Cash on Delivery not available'. */
    label: z.string(),
  }),
  /** The seller's part of the cart in rupees (price × quantity). */
  subtotal: z.number(),
  /**
   * Whether GST is charged on this part: false when the seller has no GSTIN (it issues a bill of supply, so its
   * lines carry no tax). Checkout totals use it, so what the summary shows is what the order charges.
   */
  gst: z.boolean(),
});
export type DeliveryPart = z.infer<typeof deliveryPartSchema>;
export const deliveryQuoteResultSchema = z.object({
  success: z.literal(true),
  destination: pincodeLookupSchema,
  parts: z.array(deliveryPartSchema),
  /** The shipping fee rule, e.g. 'Free shipping on orders above ₹500'. */
  shippingRule: z.string(),
});
export type DeliveryQuoteResult = z.infer<typeof deliveryQuoteResultSchema>;

/** Patterns of the order service's delivery quotes. */
export const DeliveryPatterns = {
  /** DeliveryQuoteInput → DeliveryQuoteResult (400 'Please enter a valid pincode' for an unknown pincode). */
  quote: 'order.delivery.quote',
} as const;
