import { z } from 'zod';
import { COUPON_FUNDERS, couponCodeInputSchema } from '../promotions/coupon.schema';
import { orderRefundsSchema } from './refund.schema';
import { packedOnFields } from './shelf-life';
import { addressSchema } from '../users/users.schema';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  CUSTOMER_CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SELLER_SETTABLE_STATUSES,
  type OrderStatus,
} from '../common/constants';
import { deliveryDatesSchema } from '../delivery/delivery-dates.schema';
import { issueSchema } from './issue.schema';
import { orderPaymentSchema, PAYMENT_STATUSES } from './payment.schema';
import type { SellerOrder } from './seller-order.schema';

/** The moves a seller may make on its part. */
export const SELLER_STATUSES = SELLER_SETTABLE_STATUSES;
/** A shopper may cancel while every part is still in one of these. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = CUSTOMER_CANCELLABLE_STATUSES;
export { MAX_LINE_QUANTITY, MAX_ORDER_LINES };

/** A line of an order or a cart: a pack of a product (without `variantId`, its default pack: decision 034). */
export const orderLineInputSchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
  variantId: z.string({ error: 'variantId must be a pack id' }).uuid('variantId must be a pack id').optional(),
  quantity: z
    .number({ error: 'quantity must be a whole number from 1' })
    .int('quantity must be a whole number from 1')
    .min(1, 'quantity must be a whole number from 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/**
 * The shopper's explicit agreement, given at checkout by ticking a box left unticked (Consumer Protection
 * (E-Commerce) Rules 2020), to the version of the terms and the return and refund policy it names.
 */
export const orderConsentInputSchema = z.object(
  {
    policyVersion: z
      .string({ error: 'Name the version of the terms you agreed to' })
      .trim()
      .min(1, 'Name the version of the terms you agreed to')
      .max(40, 'The policy version is at most 40 characters'),
  },
  { error: 'Consent must name the version of the terms you agreed to' },
);
export type OrderConsentInput = z.infer<typeof orderConsentInputSchema>;

/** POST /api/orders: prices never come from the client; only ids and quantities do. */
export const placeOrderSchema = z.object(
  {
    items: z
      .array(orderLineInputSchema, { error: 'items are required' })
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
    shippingAddress: z.object(addressSchema.omit({ isDefault: true }).shape, { error: 'Shipping address is required' }),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: 'paymentMethod must be cod, card, upi or netbanking' })
      .default('cod'),
    notes: z.string().trim().max(500, 'notes must be at most 500 characters').optional(),
    /**
     * True for Buy Now: the order is of one product shown, so the shopper's cart keeps its lines. Left out (or
     * false), the ordered products leave the cart once the order stands.
     */
    keepCart: z.boolean({ error: 'keepCart must be true or false' }).optional(),
    /**
     * The terms the shopper agreed to; a version other than the one in force is refused. Left out (by a client
     * that does not ask for it), the order is placed and records no consent.
     */
    consent: orderConsentInputSchema.optional(),
    /** A coupon to apply (any case): one per order, refused with a sentence when it cannot be used on these lines. */
    couponCode: couponCodeInputSchema.optional(),
  },
  { error: 'Order details are required' },
);
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
/** What the gateway sends: the body plus the optional Idempotency-Key header. */
export const placeOrderMessageSchema = z.object({
  order: placeOrderSchema,
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
});
export type PlaceOrderMessage = z.infer<typeof placeOrderMessageSchema>;
/**
 * The order service's answer to a placement. `replayed`: this Idempotency-Key had already made the order, so
 * this is that same order (the gateway answers 200 instead of 201 and leaves the flag out of the body).
 */
export interface PlaceOrderResult {
  success: true;
  message: string;
  order: Order;
  replayed: boolean;
}

export const orderIdSchema = z.object({ id: z.string().uuid('Order not found') });
/** The reasons a shopper picks from when cancelling; the chosen one is kept in the order's history note. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price',
  'Delivery is too slow',
  'Need to change the address',
  'Other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const cancelOrderSchema = orderIdSchema.extend({
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});
/**
 * PATCH /api/orders/:id/parts/:sellerId/cancel: one seller's part of an order, by the shopper (while it is pending
 * or confirmed) or by that seller (until it ships, with a reason the shopper is told).
 */
export const cancelPartSchema = cancelOrderSchema.extend({ sellerId: z.string().uuid('Order part not found') });
export type CancelPartInput = z.infer<typeof cancelPartSchema>;
export const updateOrderStatusSchema = orderIdSchema.extend({
  status: z.string({ error: 'status is required' }),
  trackingNumber: z.string().trim().max(100, 'trackingNumber must be at most 100 characters').optional(),
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
  ...packedOnFields,
});

export const orderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string(),
  timestamp: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
/**
 * A coupon's share of a line (decision 039), in rupees: `amount` is what the shopper saves on the line, with GST.
 * A seller-funded one lowers the line's taxable value: `taxable` and its GST are what the seller's invoice states.
 */
export const orderLineDiscountSchema = z.object({
  code: z.string(),
  funder: z.enum(COUPON_FUNDERS),
  amount: z.number(),
  taxable: z.number().optional(),
  cgst: z.number().optional(),
  sgst: z.number().optional(),
  igst: z.number().optional(),
});
export type OrderLineDiscount = z.infer<typeof orderLineDiscountSchema>;
/** The coupon an order was placed with, and what it took off in all (rupees, with GST). */
export const orderCouponSchema = z.object({
  code: z.string(),
  funder: z.enum(COUPON_FUNDERS),
  discount: z.number(),
});
export type OrderCoupon = z.infer<typeof orderCouponSchema>;
/** A line as snapshotted at placement; price in rupees. */
export const orderItemSchema = z.object({
  product: z.string(),
  productId: z.string(),
  /** The pack bought (decision 034); null on orders placed before packs. */
  variantId: z.string().nullable(),
  /** The pack's label ('500 g'); on orders placed before packs, the product's weight then. */
  variantLabel: z.string(),
  productName: z.string(),
  productImage: z.string().nullable(),
  /** The pack's label on lines placed since packs; the product's weight on older ones. */
  weight: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** GST of the line (absent on orders placed before GST per line): HSN, rate in percent, amounts in rupees. */
  hsn: z.string().optional(),
  gstRate: z.number().optional(),
  cgst: z.number().optional(),
  sgst: z.number().optional(),
  igst: z.number().optional(),
  /** The product's storefront category (commission is set per category); absent on orders placed before. */
  category: z.string().optional(),
  /** Decision 035: the shelf life the product declared when ordered, and once shipped the packed-on and best-before dates. */
  shelfLifeDays: z.number().int().nullable().optional(),
  packedOn: z.string().nullable().optional(),
  bestBefore: z.string().nullable().optional(),
  /** The coupon's share of the line; absent on a line no coupon applied to. */
  discount: orderLineDiscountSchema.optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
/** One seller's part of an order. */
export const fulfilmentSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  sellerSubtotal: z.number(),
  trackingNumber: z.string().nullable(),
  note: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
  /** When this seller's part should arrive, estimated at placement; null for orders placed before estimates. */
  delivery: deliveryDatesSchema.nullable(),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;
export type ShippingAddress = PlaceOrderInput['shippingAddress'];
export const orderCustomerSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;
/** The consent an order was placed with: the policy version agreed to, and when the order service received it. */
export const orderConsentSchema = z.object({ policyVersion: z.string(), agreedAt: z.string() });
export type OrderConsent = z.infer<typeof orderConsentSchema>;
/** The order, as its owner and the admin see it. */
export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.string(),
  userId: orderCustomerSchema,
  items: z.array(orderItemSchema),
  fulfilments: z.array(fulfilmentSchema),
  shippingAddress: placeOrderSchema.shape.shippingAddress,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The UPI payment's UTR, when it was marked paid and by whom, and the deadline of an unpaid one. */
  payment: orderPaymentSchema.optional(),
  notes: z.string().nullable(),
  /**
   * The terms agreed to at checkout; null when the order was placed without (before consent was asked, or by a
   * client that does not ask). Absent only from an order service older than consent, in a rolling deployment.
   */
  consent: orderConsentSchema.nullable().optional(),
  subtotal: z.number(),
  shippingCost: z.number(),
  tax: z.number(),
  /**
   * The coupon applied, null when none: totalAmount is subtotal + shippingCost + tax − coupon.discount, rounded to
   * whole rupees. Absent only from an order service older than coupons.
   */
  coupon: orderCouponSchema.nullable().optional(),
  totalAmount: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderHistory: z.array(orderHistoryEntrySchema),
  trackingNumber: z.string().nullable(),
  estimatedDelivery: z.string(),
  /**
   * estimatedDelivery as every view words it, 'Delivery by Mon, 7 Dec' (its date in India): what a part without an
   * estimate of its own shows.
   */
  deliveryLabel: z.string().optional(),
  /** The problems reported with the order, newest first: on the one order its shopper or the admin reads. */
  issues: z.array(issueSchema).optional(),
  /** Money given back or owed back (refund_due, partly_refunded, refunded); absent when none ever was. */
  refund: orderRefundsSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderStatusViewSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderHistory: z.array(orderHistoryEntrySchema),
  trackingNumber: z.string().nullable(),
  estimatedDelivery: z.string(),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;
export interface SellerOrderStats {
  totalOrders: number;
  totalRevenue: number;
  recentOrders: SellerOrder[];
}
