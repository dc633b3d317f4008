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
} as const;

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
