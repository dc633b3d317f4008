import {
  MAIL_QUEUE,
  MailJobs,
  ORDER_SELLER_MAIL_QUEUE,
  OrderEvents,
  OrderJobs,
  type Order,
  type OrderConfirmationMail,
  type OrderItem,
  type OrderMailLine,
  type OrderPlacedEvent,
  type OrderStatus,
  type OrderStatusChangedEvent,
  type OrderStatusMail,
  type SellerNewOrderJob,
  type SellerPartCancelledJob,
} from '@thindi/contracts';
import type { OutboxEntry } from '@thindi/platform';

/** What changed in a status move, for its event and the shopper's mail. */
export interface StatusChange {
  sellerId: string | null;
  status: OrderStatus;
  note: string | null;
  trackingNumber: string | null;
  /** A part cancelled while the order stands: its products, whose stock goes back. */
  productIds?: string[];
}

const mailLine = (i: OrderItem): OrderMailLine => ({
  name: i.productName,
  quantity: i.quantity,
  price: i.price,
  weight: i.weight,
});
const STATUS_MAILS: Partial<Record<OrderStatus, string>> = {
  shipped: MailJobs.orderShipped,
  delivered: MailJobs.orderDelivered,
  cancelled: MailJobs.orderCancelled,
  returned: MailJobs.orderReturned,
};

const HOUR_MS = 3600_000;

/** A UPI order placed unpaid: when it is cancelled if still unpaid, and the hours it was given to pay. */
function awaitingPayment(order: Order): Pick<OrderConfirmationMail, 'awaitingPayment'> {
  const payBy = order.payment?.payBy;
  if (order.paymentMethod !== 'upi' || order.paymentStatus !== 'awaiting_payment' || !payBy) return {};
  const payWithinHours = (Date.parse(payBy) - Date.parse(order.createdAt)) / HOUR_MS;
  return payWithinHours > 0 ? { awaitingPayment: { payBy, payWithinHours } } : {};
}

/**
 * What follows a new order, written to the outbox with it: order.placed (the catalog confirms the stock on
 * it), the shopper's confirmation, and one new-order mail per seller (its address is looked up later).
 */
export function placedNotices(order: Order): OutboxEntry[] {
  const event: OrderPlacedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.userId._id,
    sellerIds: order.fulfilments.map((f) => f.sellerId),
    total: order.totalAmount,
    at: order.createdAt,
  };
  const confirmation: OrderConfirmationMail = {
    to: order.userId.email,
    firstName: order.userId.firstName,
    orderNumber: order.orderNumber,
    lines: order.items.map(mailLine),
    subtotal: order.subtotal,
    shipping: order.shippingCost,
    tax: order.tax,
    total: order.totalAmount,
    paymentMethod: order.paymentMethod,
    estimatedDelivery: order.estimatedDelivery,
    parts: order.fulfilments.map((part) => ({
      sellerName: part.sellerName,
      lines: order.items.filter((i) => i.sellerId === part.sellerId).map(mailLine),
      deliveryLabel: part.delivery?.label ?? null,
    })),
    orderId: order.id,
    ...(order.deliveryLabel ? { deliveryLabel: order.deliveryLabel } : {}),
    ...awaitingPayment(order),
  };
  const customerName = `${order.userId.firstName} ${order.userId.lastName}`.trim();
  const sellerMails = order.fulfilments.map((part): OutboxEntry => {
    const data: SellerNewOrderJob = {
      orderId: order.id,
      sellerId: part.sellerId,
      orderNumber: order.orderNumber,
      customerName,
      lines: order.items.filter((i) => i.sellerId === part.sellerId).map(mailLine),
      sellerSubtotal: part.sellerSubtotal,
      deliveryLabel: part.delivery?.label ?? null,
    };
    return { kind: 'job', queue: ORDER_SELLER_MAIL_QUEUE, name: OrderJobs.sellerNewOrder, data };
  });
  return [
    { kind: 'event', subject: OrderEvents.placed, data: event },
    { kind: 'job', queue: MAIL_QUEUE, name: MailJobs.orderConfirmation, data: confirmation },
    ...sellerMails,
  ];
}

/** What follows a status move, written to the outbox with it: order.status-changed and the shopper's mail. */
export function statusNotices(order: Order, change: StatusChange): OutboxEntry[] {
  const event: OrderStatusChangedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    sellerId: change.sellerId,
    status: change.status,
    orderStatus: order.orderStatus,
    at: new Date().toISOString(),
    ...(change.productIds ? { productIds: change.productIds } : {}),
  };
  const entries: OutboxEntry[] = [{ kind: 'event', subject: OrderEvents.statusChanged, data: event }];
  const job = STATUS_MAILS[change.status];
  if (!job) return entries;
  const sellerName = order.fulfilments.find((f) => f.sellerId === change.sellerId)?.sellerName ?? null;
  const mail: OrderStatusMail = {
    to: order.userId.email,
    firstName: order.userId.firstName,
    orderNumber: order.orderNumber,
    sellerName: order.fulfilments.length > 1 ? sellerName : null,
    trackingNumber: change.trackingNumber,
    note: change.note,
  };
  return [...entries, { kind: 'job', queue: MAIL_QUEUE, name: job, data: mail }];
}

/**
 * What follows one seller's part cancelled, written to the outbox with it: order.status-changed naming the part's
 * products (the catalog gives back their stock, once; the finance service reverses whatever of the part it holds),
 * and a mail to the other side: the shopper, with the seller's reason, or the seller, with the shopper's.
 */
export function partCancelledNotices(
  order: Order,
  sellerId: string,
  cancel: { by: 'shopper' | 'seller'; note: string },
): OutboxEntry[] {
  const lines = order.items.filter((i) => i.sellerId === sellerId);
  const productIds = [...new Set(lines.map((i) => i.productId))];
  const change = { sellerId, status: 'cancelled' as const, note: cancel.note, trackingNumber: null, productIds };
  // The event first, then the shopper's cancelled mail.
  const [event, ...shopperMail] = statusNotices(order, change);
  if (cancel.by === 'seller') return [event, ...shopperMail];
  const data: SellerPartCancelledJob = {
    orderId: order.id,
    sellerId,
    orderNumber: order.orderNumber,
    customerName: `${order.userId.firstName} ${order.userId.lastName}`.trim(),
    lines: lines.map(mailLine),
    reason: cancel.note,
  };
  return [event, { kind: 'job', queue: ORDER_SELLER_MAIL_QUEUE, name: OrderJobs.sellerPartCancelled, data }];
}
