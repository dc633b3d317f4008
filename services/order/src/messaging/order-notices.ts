import {
  MAIL_QUEUE,
  MailJobs,
  ORDER_SELLER_MAIL_QUEUE,
  OrderEvents,
  OrderJobs,
  toPaise,
  toRupees,
  type OrderConfirmationMail,
  type OrderMailLine,
  type OrderPlacedEvent,
  type OrderStatus,
  type OrderStatusChangedEvent,
  type OrderStatusMail,
  type SellerNewOrderJob,
  type SellerPartCancelledJob,
} from '@thindi/contracts';
import { describeDelivery, describeDeliveryAt } from '@thindi/india';
import type { OutboxEntry } from '@thindi/platform';
import type { StoredOrder } from '../db/orders.repository';
import type { FulfilmentRow, OrderRow, StoredOrderItem } from '../db/schema';

/** What changed in a status move, for its event and the shopper's mail. */
export interface StatusChange {
  sellerId: string | null;
  status: OrderStatus;
  note: string | null;
  trackingNumber: string | null;
  /** A part cancelled while the order stands: its products, whose stock goes back. */
  productIds?: string[];
}

/** A line in a mail: the product and its pack (the mail names them together, 'Mysore Pak 500 g'). */
const mailLine = (i: StoredOrderItem): OrderMailLine => ({
  name: i.productName,
  quantity: i.quantity,
  price: i.price,
  weight: i.variantLabel ?? i.weight,
});
const STATUS_MAILS: Partial<Record<OrderStatus, string>> = {
  shipped: MailJobs.orderShipped,
  delivered: MailJobs.orderDelivered,
  cancelled: MailJobs.orderCancelled,
  returned: MailJobs.orderReturned,
};

const HOUR_MS = 3600_000;

/** A UPI order placed unpaid: when it is cancelled if still unpaid, and the hours it was given to pay. */
function awaitingPayment(order: OrderRow): Pick<OrderConfirmationMail, 'awaitingPayment'> {
  const { payBy } = order;
  if (order.paymentMethod !== 'upi' || order.paymentStatus !== 'awaiting_payment' || !payBy) return {};
  const payWithinHours = (payBy.getTime() - order.createdAt.getTime()) / HOUR_MS;
  return payWithinHours > 0 ? { awaitingPayment: { payBy: payBy.toISOString(), payWithinHours } } : {};
}

/** A part's delivery estimate as the shopper reads it (worded from its dates). */
const deliveryLabel = (part: FulfilmentRow): string | null => (part.delivery ? describeDelivery(part.delivery) : null);

const customerName = (order: OrderRow): string => `${order.customerFirstName} ${order.customerLastName}`.trim();

/** A line's value on its seller's tax invoice, with GST: a seller's coupon lowered it (decision 039). */
function invoicedPaise(item: StoredOrderItem): number {
  const lowered = item.discount?.funder === 'seller' && item.discount.taxable !== undefined ? item.discount : undefined;
  const taxable = lowered ? toPaise(lowered.taxable ?? 0) : toPaise(item.price) * item.quantity;
  const gst = lowered ?? item;
  return taxable + toPaise(gst.cgst ?? 0) + toPaise(gst.sgst ?? 0) + toPaise(gst.igst ?? 0);
}

/** The coupon of an order as its confirmation mail shows it, with the tax invoices the payment adds up from. */
function mailCoupon(order: OrderRow): Pick<OrderConfirmationMail, 'coupon'> {
  if (!order.couponCode) return {};
  const invoices = order.items.reduce((sum, item) => sum + invoicedPaise(item), order.shippingPaise);
  return {
    coupon: {
      code: order.couponCode,
      discount: toRupees(order.discountPaise ?? 0),
      ...(order.couponFunder ? { funder: order.couponFunder } : {}),
      invoices: toRupees(invoices),
    },
  };
}

/**
 * What follows a new order, written to the outbox with it: order.placed (no service consumes it yet:
 * docs/decisions/032), the shopper's confirmation, and one new-order mail per seller (its address is looked up later).
 */
export function placedNotices({ order, parts }: StoredOrder): OutboxEntry[] {
  const total = toRupees(order.totalPaise);
  const event: OrderPlacedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    sellerIds: parts.map((f) => f.sellerId),
    total,
    at: order.createdAt.toISOString(),
  };
  const estimatedLabel = describeDeliveryAt(order.estimatedDelivery);
  const confirmation: OrderConfirmationMail = {
    to: order.customerEmail,
    firstName: order.customerFirstName,
    orderNumber: order.orderNumber,
    lines: order.items.map(mailLine),
    subtotal: toRupees(order.subtotalPaise),
    shipping: toRupees(order.shippingPaise),
    tax: toRupees(order.taxPaise),
    ...mailCoupon(order),
    total,
    paymentMethod: order.paymentMethod,
    estimatedDelivery: order.estimatedDelivery.toISOString(),
    parts: parts.map((part) => ({
      sellerName: part.sellerName,
      lines: order.items.filter((i) => i.sellerId === part.sellerId).map(mailLine),
      deliveryLabel: deliveryLabel(part),
    })),
    orderId: order.id,
    ...(estimatedLabel ? { deliveryLabel: estimatedLabel } : {}),
    ...awaitingPayment(order),
  };
  const sellerMails = parts.map((part): OutboxEntry => {
    const data: SellerNewOrderJob = {
      orderId: order.id,
      sellerId: part.sellerId,
      orderNumber: order.orderNumber,
      customerName: customerName(order),
      lines: order.items.filter((i) => i.sellerId === part.sellerId).map(mailLine),
      sellerSubtotal: toRupees(part.sellerSubtotalPaise),
      deliveryLabel: deliveryLabel(part),
    };
    return { kind: 'job', queue: ORDER_SELLER_MAIL_QUEUE, name: OrderJobs.sellerNewOrder, data };
  });
  return [
    { kind: 'event', subject: OrderEvents.placed, data: event },
    { kind: 'job', queue: MAIL_QUEUE, name: MailJobs.orderConfirmation, data: confirmation },
    ...sellerMails,
  ];
}

/** The best before of each of a seller's lines that has one, for the shipped mail (decision 035). */
const bestBefores = (items: StoredOrderItem[], sellerId: string | null): NonNullable<OrderStatusMail['bestBefore']> =>
  items.flatMap((i) =>
    i.sellerId === sellerId && i.bestBefore
      ? [{ name: i.productName, weight: i.variantLabel ?? i.weight, bestBefore: i.bestBefore }]
      : [],
  );

/** What follows a status move, written to the outbox with it: order.status-changed and the shopper's mail. */
export function statusNotices({ order, parts }: StoredOrder, change: StatusChange): OutboxEntry[] {
  const event: OrderStatusChangedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    sellerId: change.sellerId,
    status: change.status,
    orderStatus: order.status,
    at: new Date().toISOString(),
    ...(change.productIds ? { productIds: change.productIds } : {}),
  };
  const entries: OutboxEntry[] = [{ kind: 'event', subject: OrderEvents.statusChanged, data: event }];
  const job = STATUS_MAILS[change.status];
  if (!job) return entries;
  const sellerName = parts.find((f) => f.sellerId === change.sellerId)?.sellerName ?? null;
  const mail: OrderStatusMail = {
    to: order.customerEmail,
    firstName: order.customerFirstName,
    orderNumber: order.orderNumber,
    sellerName: parts.length > 1 ? sellerName : null,
    trackingNumber: change.trackingNumber,
    note: change.note,
    ...(change.status === 'shipped' ? { bestBefore: bestBefores(order.items, change.sellerId) } : {}),
  };
  return [...entries, { kind: 'job', queue: MAIL_QUEUE, name: job, data: mail }];
}

/**
 * What follows one seller's part cancelled, written to the outbox with it: order.status-changed naming the part's
 * products (the catalog gives back their stock, once; the finance service reverses whatever of the part it holds),
 * and a mail to the other side: the shopper, with the seller's reason, or the seller, with the shopper's.
 */
export function partCancelledNotices(
  stored: StoredOrder,
  sellerId: string,
  cancel: { by: 'shopper' | 'seller'; note: string },
): OutboxEntry[] {
  const { order } = stored;
  const lines = order.items.filter((i) => i.sellerId === sellerId);
  const productIds = [...new Set(lines.map((i) => i.productId))];
  const change = { sellerId, status: 'cancelled' as const, note: cancel.note, trackingNumber: null, productIds };
  // The event first, then the shopper's cancelled mail.
  const [event, ...shopperMail] = statusNotices(stored, change);
  if (cancel.by === 'seller') return [event, ...shopperMail];
  const data: SellerPartCancelledJob = {
    orderId: order.id,
    sellerId,
    orderNumber: order.orderNumber,
    customerName: customerName(order),
    lines: lines.map(mailLine),
    reason: cancel.note,
  };
  return [event, { kind: 'job', queue: ORDER_SELLER_MAIL_QUEUE, name: OrderJobs.sellerPartCancelled, data }];
}
