import { z } from 'zod';

const mailLineSchema = z.object({ name: z.string(), quantity: z.number(), price: z.number(), weight: z.string() });
export type OrderMailLine = z.infer<typeof mailLineSchema>;

/** One seller's part of an order in a mail: its lines and when it should arrive. */
const mailPartSchema = z.object({
  sellerName: z.string(),
  lines: z.array(mailLineSchema),
  /** 'Delivery by Mon, 7 Dec'; null when the seller's part has no estimate. */
  deliveryLabel: z.string().nullable(),
});
export type OrderMailPart = z.infer<typeof mailPartSchema>;

/** To the shopper when an order is placed. */
export const orderConfirmationMailSchema = z.object({
  to: z.string(),
  firstName: z.string(),
  orderNumber: z.string(),
  lines: z.array(mailLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  /** The coupon applied and what it took off (rupees, with GST); absent without one (and on jobs queued before). */
  coupon: z
    .object({
      code: z.string(),
      discount: z.number(),
      /** Who pays for it, and the order's tax invoices with GST (a seller's coupon lowers its own): absent on older jobs. */
      funder: z.enum(['platform', 'seller']).optional(),
      invoices: z.number().optional(),
    })
    .optional(),
  total: z.number(),
  paymentMethod: z.string(),
  estimatedDelivery: z.string(),
  /** Each seller's part with its own delivery date (jobs queued before delivery estimates have none). */
  parts: z.array(mailPartSchema).optional(),
  /** The order's id, for the link to its page (absent on jobs queued before). */
  orderId: z.string().optional(),
  /** estimatedDelivery as every view words it, 'Delivery by Mon, 7 Dec' (absent on jobs queued before). */
  deliveryLabel: z.string().optional(),
  /**
   * An order placed unpaid (UPI): when it is cancelled if still unpaid (ISO), and the hours it was given to pay. The
   * mail then asks for the payment, with the UPI ID, the amount and the deadline written out.
   */
  awaitingPayment: z.object({ payBy: z.string(), payWithinHours: z.number().positive() }).optional(),
});
export type OrderConfirmationMail = z.infer<typeof orderConfirmationMailSchema>;

/** To each seller in a new order, with only its own lines. */
export const sellerNewOrderMailSchema = z.object({
  to: z.string(),
  businessName: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  lines: z.array(mailLineSchema),
  sellerSubtotal: z.number(),
  /** The delivery date the shopper was given for this seller's part, e.g. 'Delivery by Thu, 26 Nov'. */
  deliveryLabel: z.string().nullable().optional(),
});
export type SellerNewOrderMail = z.infer<typeof sellerNewOrderMailSchema>;

/** To a seller when the shopper cancelled its part of an order: the lines that no longer go out, and why. */
export const sellerPartCancelledMailSchema = z.object({
  to: z.string(),
  businessName: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  lines: z.array(mailLineSchema),
  reason: z.string(),
});
export type SellerPartCancelledMail = z.infer<typeof sellerPartCancelledMailSchema>;

/** To the shopper when an order (or a seller's part of it) is shipped, delivered or cancelled. */
export const orderStatusMailSchema = z.object({
  to: z.string(),
  firstName: z.string(),
  orderNumber: z.string(),
  sellerName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** Shipped: the part's lines that carry a best before ('YYYY-MM-DD', decision 035); absent on jobs queued before. */
  bestBefore: z.array(z.object({ name: z.string(), weight: z.string(), bestBefore: z.string() })).optional(),
});
export type OrderStatusMail = z.infer<typeof orderStatusMailSchema>;
