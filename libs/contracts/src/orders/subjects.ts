import { z } from 'zod';
import { ORDER_STATUSES } from '../common/constants';

/** Request/reply patterns answered by the order service. */
export const OrderPatterns = {
  place: 'order.orders.place',
  listMine: 'order.orders.mine',
  get: 'order.orders.get',
  status: 'order.orders.status',
  cancel: 'order.orders.cancel',
  listSeller: 'order.orders.seller-list',
  updateStatus: 'order.orders.update-status',
  /** {sellerId} → totalOrders, totalRevenue, recentOrders (the seller stats). */
  sellerStats: 'order.orders.seller-stats',
  /**
   * {orderIds} → {standing}: which of these orders exist and are not cancelled. The catalog asks before it
   * gives back an expired reservation, so stock held for a real order is never freed for another.
   */
  standing: 'order.orders.standing',
} as const;

export const standingOrdersQuerySchema = z.object({ orderIds: z.array(z.string().uuid()).min(1).max(100) });
export interface StandingOrdersResponse {
  standing: string[];
}

export const OrderEvents = {
  placed: 'order.placed',
  statusChanged: 'order.status-changed',
} as const;

export const orderPlacedEventSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  sellerIds: z.array(z.string()),
  total: z.number(),
  at: z.string(),
});
export type OrderPlacedEvent = z.infer<typeof orderPlacedEventSchema>;
export const orderStatusChangedEventSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  sellerId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  orderStatus: z.enum(ORDER_STATUSES),
  at: z.string(),
});
export type OrderStatusChangedEvent = z.infer<typeof orderStatusChangedEventSchema>;

/**
 * The order service's own queue: a seller's new-order mail waits here (written in the order's transaction)
 * until the seller's address is looked up, then goes to the mail queue.
 */
export const ORDER_SELLER_MAIL_QUEUE = 'order-seller-mails';
export const OrderJobs = { sellerNewOrder: 'seller-new-order' } as const;
export const sellerNewOrderJobSchema = z.object({
  orderId: z.string(),
  sellerId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.number(), weight: z.string() })),
  sellerSubtotal: z.number(),
  /** The delivery date the shopper was given for this seller's part (absent on jobs queued before estimates). */
  deliveryLabel: z.string().nullable().optional(),
});
export type SellerNewOrderJob = z.infer<typeof sellerNewOrderJobSchema>;
