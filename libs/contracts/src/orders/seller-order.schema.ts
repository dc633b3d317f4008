import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../common/constants';
import { deliveryDatesSchema } from '../delivery/delivery-dates.schema';
import {
  orderHistoryEntrySchema,
  orderItemSchema,
  orderSchema,
  orderStatusViewSchema,
  placeOrderSchema,
} from './order.schema';
import { orderPaymentSchema, PAYMENT_STATUSES } from './payment.schema';

/**
 * A seller's view of an order (GET /api/orders/seller/orders, GET /api/orders/:id as a seller): its own lines,
 * its own share, its part's status, and the customer and shipping address it needs to deliver. The order's
 * subtotal, shipping, tax and total and the other sellers' lines are never part of it: they would disclose the
 * other sellers' sales (the total is, when no other seller has lines in it). Strict, so a field added to the owner's view cannot slip in here unnoticed.
 */
export const sellerOrderSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.string(),
  userId: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  customer: z.object({ name: z.string(), email: z.string() }),
  items: z.array(orderItemSchema),
  shippingAddress: placeOrderSchema.shape.shippingAddress,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The UTR the shopper gave or the payment was marked against, and when and by whom it was marked received. */
  payment: orderPaymentSchema,
  /**
   * Every line of the order is this seller's: with PAYMENT_CONFIRMED_BY=seller, it may then mark the UPI payment
   * received (a shared order's money is the platform's to confirm).
   */
  soleSeller: z.boolean(),
  /** What the shopper was charged, for an order that is all this seller's (to match the payment); else null. */
  orderTotal: z.number().nullable(),
  notes: z.string().nullable(),
  /** The seller's lines at their placed prices. */
  sellerSubtotal: z.number(),
  /**
   * What the seller is owed for this order: its subtotal plus its part of shipping and tax. Shipping and tax are
   * charged on the whole order and kept by the platform, so today this equals sellerSubtotal.
   */
  totalAmount: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderHistory: z.array(orderHistoryEntrySchema),
  trackingNumber: z.string().nullable(),
  note: z.string().nullable(),
  estimatedDelivery: z.string(),
  /** When the seller's part should arrive, estimated at placement; null for orders placed before estimates. */
  delivery: deliveryDatesSchema.nullable(),
  /** How many of the shoppers' tickets about this part are open: in the seller's list of its orders only. */
  openIssues: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

/** POST /api/orders and PATCH /api/orders/:id/cancel. */
export const placedOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type PlacedOrderResponse = z.infer<typeof placedOrderResponseSchema>;
/** POST /api/admin/orders/:id/payment: `alreadyPaid` when this UTR had already been recorded (nothing changed). */
export const markPaidResponseSchema = placedOrderResponseSchema.extend({ alreadyPaid: z.boolean() });
export type MarkPaidResult = z.infer<typeof markPaidResponseSchema>;
/** GET /api/orders/my-orders. */
export const orderListResponseSchema = z.object({ success: z.literal(true), orders: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
/** GET /api/orders/seller/orders. */
export const sellerOrderListResponseSchema = z.object({ success: z.literal(true), orders: z.array(sellerOrderSchema) });
export type SellerOrderListResponse = z.infer<typeof sellerOrderListResponseSchema>;
/** GET /api/orders/:id: the whole order for its owner and the admin, the seller's part for a seller in it. */
export const orderResponseSchema = z.object({
  success: z.literal(true),
  order: z.union([orderSchema, sellerOrderSchema]),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
/** GET /api/orders/:id/status. */
export const orderStatusResponseSchema = orderStatusViewSchema.extend({ success: z.literal(true) });
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;
/** PATCH /api/orders/:id/status: the seller's part as it is now. */
export const sellerOrderUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: sellerOrderSchema,
});
export type SellerOrderUpdateResponse = z.infer<typeof sellerOrderUpdateResponseSchema>;
/** PATCH /api/orders/:id/parts/:sellerId/cancel: the whole order for its shopper, its own part for the seller. */
export const partCancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: z.union([orderSchema, sellerOrderSchema]),
});
export type PartCancelResponse = z.infer<typeof partCancelResponseSchema>;
