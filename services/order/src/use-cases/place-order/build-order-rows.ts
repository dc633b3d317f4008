import type { DeliveryDates, OrderHistoryEntry, PlaceOrderInput, Principal } from '@thindi/contracts';
import type { NewFulfilment, NewOrder } from '../../db/orders.repository';
import { latestDelivery } from '../../domain/delivery';
import type { PricedOrder } from '../../domain/pricing';

/** Without any part's estimate, delivery is promised five days out. */
const DELIVERY_DAYS = 5;

export interface OrderDraft {
  orderId: string;
  orderNumber: string;
  principal: Principal;
  customer: { firstName: string; lastName: string; email: string };
  input: PlaceOrderInput;
  priced: PricedOrder;
  idempotencyKey?: string;
  /** What the key stands for; kept only with a key. */
  fingerprint: string;
  /** Each seller's estimated delivery, by seller id. */
  deliveries?: Record<string, DeliveryDates | null>;
  /** How long a UPI order may stay unpaid (UNPAID_ORDER_TIMEOUT_HOURS). */
  payWithinHours: number;
  /** The policy version the shopper agreed to and when; absent when the order came without consent. */
  consent?: { policyVersion: string; agreedAt: Date };
}

/** The rows of a new order: pending, one fulfilment per seller, each with its first history entry. */
export function buildOrderRows(d: OrderDraft, now = new Date()): { order: NewOrder; parts: NewFulfilment[] } {
  const deliveryOf = (sellerId: string) => d.deliveries?.[sellerId] ?? null;
  const cod = d.input.paymentMethod === 'cod';
  const first: OrderHistoryEntry = { status: 'pending', note: 'Order placed', timestamp: now.toISOString() };
  const order: NewOrder = {
    id: d.orderId,
    orderNumber: d.orderNumber,
    customerId: d.principal.id,
    customerFirstName: d.customer.firstName,
    customerLastName: d.customer.lastName,
    customerEmail: d.customer.email,
    idempotencyKey: d.idempotencyKey ?? null,
    idempotencyFingerprint: d.idempotencyKey ? d.fingerprint : null,
    items: d.priced.items,
    shippingAddress: d.input.shippingAddress,
    paymentMethod: d.input.paymentMethod,
    // Cash is paid on delivery; any other method waits for its payment to be marked received against its UTR.
    paymentStatus: cod ? 'pending' : 'awaiting_payment',
    payBy: cod ? null : new Date(now.getTime() + d.payWithinHours * 3600 * 1000),
    notes: d.input.notes || null,
    consentPolicyVersion: d.consent?.policyVersion ?? null,
    consentAt: d.consent?.agreedAt ?? null,
    subtotalPaise: d.priced.subtotalPaise,
    shippingPaise: d.priced.shippingPaise,
    taxPaise: d.priced.taxPaise,
    discountPaise: d.priced.discountPaise,
    couponId: d.priced.coupon?.id ?? null,
    couponCode: d.priced.coupon?.code ?? null,
    couponFunder: d.priced.coupon?.funder ?? null,
    totalPaise: d.priced.totalPaise,
    status: 'pending',
    history: [first],
    estimatedDelivery:
      latestDelivery(d.priced.sellers.map((s) => deliveryOf(s.sellerId))) ??
      new Date(now.getTime() + DELIVERY_DAYS * 24 * 3600 * 1000),
    createdAt: now,
    updatedAt: now,
  };
  const parts: NewFulfilment[] = d.priced.sellers.map((s) => ({
    orderId: d.orderId,
    sellerId: s.sellerId,
    sellerName: s.sellerName,
    status: 'pending',
    sellerSubtotalPaise: s.subtotalPaise,
    history: [first],
    delivery: deliveryOf(s.sellerId),
    updatedAt: now,
  }));
  return { order, parts };
}
