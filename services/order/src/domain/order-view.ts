import {
  productImageKeyOf,
  productImageUrl,
  toRupees,
  type Fulfilment,
  type Order,
  type OrderItem,
  type OrderPayment,
  type OrderStatusView,
  type SellerOrder,
} from '@thindi/contracts';
import { describeDelivery, describeDeliveryAt } from '@thindi/india';
import type { StoredOrder } from '../db/orders.repository';
import type { FulfilmentRow, StoredOrderItem } from '../db/schema';
import { refundsView, shownPaymentStatus } from './refunds';

/**
 * A part's estimate as shown: its label worded again from its dates, so an estimate stored under an older wording
 * ('Delivery in 6–9 days') reads as every other view does.
 */
const shownDelivery = (d: FulfilmentRow['delivery']): Fulfilment['delivery'] =>
  d ? { ...d, label: describeDelivery(d) } : null;

const part = (p: FulfilmentRow): Fulfilment => ({
  sellerId: p.sellerId,
  sellerName: p.sellerName,
  status: p.status,
  sellerSubtotal: toRupees(p.sellerSubtotalPaise),
  trackingNumber: p.trackingNumber,
  note: p.note,
  history: p.history,
  delivery: shownDelivery(p.delivery),
});

/**
 * A line as shown: its snapshotted image only when it is one of the platform's own product images (lines placed
 * before images became keys may hold a URL on another host; browsers are never sent there), its pack, which a
 * line placed before packs names by the product's weight then, and its shelf life, packed-on date and best before
 * (null until known: a line without a declared shelf life never has a best before).
 */
const shownLine = (item: StoredOrderItem): OrderItem => {
  const key = item.productImage === null ? undefined : productImageKeyOf(item.productImage);
  return {
    ...item,
    variantId: item.variantId ?? null,
    variantLabel: item.variantLabel ?? item.weight,
    productImage: key ? productImageUrl(key) : null,
    shelfLifeDays: item.shelfLifeDays ?? null,
    packedOn: item.packedOn ?? null,
    bestBefore: item.bestBefore ?? null,
  };
};

/** The latest tracking number any seller gave (the shopper sees one). */
const latestTracking = (parts: FulfilmentRow[]): string | null =>
  [...parts].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).find((p) => p.trackingNumber)
    ?.trackingNumber ?? null;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The order's payment as shown: its UTR, when and by whom it was marked paid, and the time left to pay. */
const paymentOf = (o: StoredOrder['order']): OrderPayment => ({
  utr: o.utr,
  utrSubmittedAt: iso(o.utrSubmittedAt),
  paidAt: iso(o.paidAt),
  paidBy: o.paidBy,
  payBy: o.paymentStatus === 'awaiting_payment' ? iso(o.payBy) : null,
});

/** The order as its owner and the admin see it: money in rupees, dates as ISO text. */
export function toOrder({ order: o, parts }: StoredOrder): Order {
  return {
    _id: o.id,
    id: o.id,
    orderNumber: o.orderNumber,
    userId: { _id: o.customerId, firstName: o.customerFirstName, lastName: o.customerLastName, email: o.customerEmail },
    items: o.items.map(shownLine),
    fulfilments: parts.map(part),
    shippingAddress: o.shippingAddress,
    paymentMethod: o.paymentMethod,
    paymentStatus: shownPaymentStatus(o),
    payment: paymentOf(o),
    ...(o.refunds?.length ? { refund: refundsView(o) } : {}),
    notes: o.notes,
    consent:
      o.consentPolicyVersion && o.consentAt
        ? { policyVersion: o.consentPolicyVersion, agreedAt: o.consentAt.toISOString() }
        : null,
    subtotal: toRupees(o.subtotalPaise),
    shippingCost: toRupees(o.shippingPaise),
    tax: toRupees(o.taxPaise),
    coupon:
      o.couponCode && o.couponFunder
        ? { code: o.couponCode, funder: o.couponFunder, discount: toRupees(o.discountPaise ?? 0) }
        : null,
    totalAmount: toRupees(o.totalPaise),
    orderStatus: o.status,
    orderHistory: o.history,
    trackingNumber: latestTracking(parts),
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    deliveryLabel: describeDeliveryAt(o.estimatedDelivery),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/**
 * A seller's view: its own lines, its part's status, history and tracking number, its share, and the customer
 * and shipping address it delivers to, and the order's payment. Built field by field: the order's subtotal,
 * shipping, tax and total and the other sellers' lines never reach a seller (they would disclose the other sellers'
 * sales); the total does when the order is all this seller's, for it to match the UPI payment it may confirm.
 */
export function toSellerOrder({ order: o, parts }: StoredOrder, sellerId: string): SellerOrder | undefined {
  const mine = parts.find((p) => p.sellerId === sellerId);
  if (!mine) return undefined;
  const share = toRupees(mine.sellerSubtotalPaise);
  return {
    _id: o.id,
    id: o.id,
    orderNumber: o.orderNumber,
    userId: { _id: o.customerId, firstName: o.customerFirstName, lastName: o.customerLastName, email: o.customerEmail },
    customer: { name: `${o.customerFirstName} ${o.customerLastName}`.trim(), email: o.customerEmail },
    items: o.items.filter((i) => i.sellerId === sellerId).map(shownLine),
    shippingAddress: o.shippingAddress,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    payment: paymentOf(o),
    soleSeller: parts.length === 1,
    // The whole charge discloses no other seller's sales only when there is none.
    orderTotal: parts.length === 1 ? toRupees(o.totalPaise) : null,
    notes: o.notes,
    sellerSubtotal: share,
    // Shipping and tax are charged on the whole order and kept by the platform: a seller is owed its subtotal.
    totalAmount: share,
    orderStatus: mine.status,
    orderHistory: mine.history,
    trackingNumber: mine.trackingNumber,
    note: mine.note,
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    delivery: shownDelivery(mine.delivery),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
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
