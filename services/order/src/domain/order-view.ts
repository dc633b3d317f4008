import { toRupees, type Fulfilment, type Order, type OrderStatusView, type SellerOrder } from '@thindi/contracts';
import type { StoredOrder } from '../db/orders.repository';
import type { FulfilmentRow } from '../db/schema';

const part = (p: FulfilmentRow): Fulfilment => ({
  sellerId: p.sellerId,
  sellerName: p.sellerName,
  status: p.status,
  sellerSubtotal: toRupees(p.sellerSubtotalPaise),
  trackingNumber: p.trackingNumber,
  note: p.note,
  history: p.history,
});

/** The latest tracking number any seller gave (the shopper sees one). */
const latestTracking = (parts: FulfilmentRow[]): string | null =>
  [...parts].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).find((p) => p.trackingNumber)
    ?.trackingNumber ?? null;

/** The order as its owner and the admin see it: money in rupees, dates as ISO text. */
export function toOrder({ order: o, parts }: StoredOrder): Order {
  return {
    _id: o.id,
    id: o.id,
    orderNumber: o.orderNumber,
    userId: { _id: o.customerId, firstName: o.customerFirstName, lastName: o.customerLastName, email: o.customerEmail },
    items: o.items,
    fulfilments: parts.map(part),
    shippingAddress: o.shippingAddress,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    notes: o.notes,
    subtotal: toRupees(o.subtotalPaise),
    shippingCost: toRupees(o.shippingPaise),
    tax: toRupees(o.taxPaise),
    totalAmount: toRupees(o.totalPaise),
    orderStatus: o.status,
    orderHistory: o.history,
    trackingNumber: latestTracking(parts),
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** A seller's view: its lines, its part's status, history and tracking number, and its share. */
export function toSellerOrder(stored: StoredOrder, sellerId: string): SellerOrder | undefined {
  const mine = stored.parts.find((p) => p.sellerId === sellerId);
  if (!mine) return undefined;
  const { fulfilments: _all, ...order } = toOrder(stored);
  return {
    ...order,
    items: order.items.filter((i) => i.sellerId === sellerId),
    orderStatus: mine.status,
    orderHistory: mine.history,
    trackingNumber: mine.trackingNumber,
    note: mine.note,
    sellerSubtotal: toRupees(mine.sellerSubtotalPaise),
    customer: { name: `${order.userId.firstName} ${order.userId.lastName}`.trim(), email: order.userId.email },
  };
}

export function toStatusView(view: Order | SellerOrder): OrderStatusView {
  return {
    _id: view._id,
    orderNumber: view.orderNumber,
    orderStatus: view.orderStatus,
    orderHistory: view.orderHistory,
    trackingNumber: view.trackingNumber,
    estimatedDelivery: view.estimatedDelivery,
  };
}
