import { z } from 'zod';
import { addressSchema } from '../users/users.schema';
import {
  CUSTOMER_CANCELLABLE_STATUSES,
  PAYMENT_METHODS,
  SELLER_SETTABLE_STATUSES,
  type OrderStatus,
  type PaymentMethod,
} from '../common/constants';
import type { SellerOrder } from './seller-order.schema';

/** The moves a seller may make on its part. */
export const SELLER_STATUSES = SELLER_SETTABLE_STATUSES;
/** A shopper may cancel while every part is still in one of these. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = CUSTOMER_CANCELLABLE_STATUSES;
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

export const orderLineInputSchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
  quantity: z
    .number({ error: 'quantity must be a whole number from 1' })
    .int('quantity must be a whole number from 1')
    .min(1, 'quantity must be a whole number from 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});

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
export const cancelOrderSchema = orderIdSchema.extend({
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});
export const updateOrderStatusSchema = orderIdSchema.extend({
  status: z.string({ error: 'status is required' }),
  trackingNumber: z.string().trim().max(100, 'trackingNumber must be at most 100 characters').optional(),
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});

export interface OrderHistoryEntry {
  status: OrderStatus;
  note: string;
  timestamp: string;
}
/** A line as snapshotted at placement; price in rupees. */
export interface OrderItem {
  product: string;
  productId: string;
  productName: string;
  productImage: string | null;
  weight: string;
  quantity: number;
  price: number;
  sellerId: string;
  sellerName: string;
}
/** One seller's part of an order. */
export interface Fulfilment {
  sellerId: string;
  sellerName: string;
  status: OrderStatus;
  sellerSubtotal: number;
  trackingNumber: string | null;
  note: string | null;
  history: OrderHistoryEntry[];
}
export type ShippingAddress = PlaceOrderInput['shippingAddress'];
export interface OrderCustomer {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}
/** Spec section 6's order, as its owner and the admin see it. */
export interface Order {
  _id: string;
  id: string;
  orderNumber: string;
  userId: OrderCustomer;
  items: OrderItem[];
  fulfilments: Fulfilment[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  paymentStatus: 'pending' | 'awaiting_payment';
  notes: string | null;
  subtotal: number;
  shippingCost: number;
  tax: number;
  totalAmount: number;
  orderStatus: OrderStatus;
  orderHistory: OrderHistoryEntry[];
  trackingNumber: string | null;
  estimatedDelivery: string;
  createdAt: string;
  updatedAt: string;
}
export interface OrderStatusView {
  _id: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  orderHistory: OrderHistoryEntry[];
  trackingNumber: string | null;
  estimatedDelivery: string;
}
export interface SellerOrderStats {
  totalOrders: number;
  totalRevenue: number;
  recentOrders: SellerOrder[];
}
