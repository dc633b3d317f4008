import type {
  CouponFunder,
  CouponStatus,
  DiscountKind,
  DeliveryDates,
  IssueHistoryEntry,
  GrievanceTopic,
  IssueKind,
  IssueLine,
  IssueResolutionKind,
  IssueStatus,
  Replacement,
  OrderHistoryEntry,
  TicketKind,
  OrderItem,
  OrderStatus,
  PaymentConfirmer,
  PaymentMethod,
  PaymentStatus,
  RefundReason,
  RefundState,
  ShippingAddress,
} from '@thindi/contracts';
import { outboxTable } from '@thindi/platform/outbox-table';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A line as stored: lines of orders placed before packs (decision 034) have no pack id or label. */
export type StoredOrderItem = Omit<OrderItem, 'variantId' | 'variantLabel'> &
  Partial<Pick<OrderItem, 'variantId' | 'variantLabel'>>;

/** The order service's own schema: orders, their item snapshots, per-seller fulfilments and status history. */
export const orderSchema = pgSchema('order');

/** Money in integer paise; items are snapshots taken at placement (the catalog may change later). */
export const orders = orderSchema.table(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: text('customer_id').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** The client's Idempotency-Key: one order per key and customer. */
    idempotencyKey: text('idempotency_key'),
    /**
     * What the key was used for: sha256 of the order's input in canonical form (domain/order-fingerprint.ts). A
     * replay of the key with another input is refused; null on orders placed before it was kept.
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** A UPI order's UTR: the shopper's, or the one its payment was marked received against. */
    utr: text('utr'),
    utrSubmittedAt: timestamp('utr_submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by').$type<PaymentConfirmer>(),
    /** When a UPI order still unpaid is cancelled (placement + UNPAID_ORDER_TIMEOUT_HOURS); null otherwise. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    notes: text('notes'),
    /**
     * The version of the terms and the return and refund policy the shopper agreed to, and when the order service
     * received that agreement; null on orders placed without it (before consent was asked, or by an outside client).
     */
    consentPolicyVersion: text('consent_policy_version'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** Money owed back to the shopper and paid back, one entry per refund (domain/refunds.ts); empty for most orders. */
    refunds: jsonb('refunds')
      .$type<StoredRefund[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    /** What the coupon took off, with GST (decision 039); 0 without one. The charge is net of it. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon the order was placed with, its code and who pays for it; null without one. */
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    couponFunder: text('coupon_funder').$type<CouponFunder>(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    history: jsonb('history').$type<OrderHistoryEntry[]>().notNull(),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    // The UTR of money received is recorded on one payment only, however concurrent markings race.
    uniqueIndex('orders_paid_utr_key')
      .on(t.utr)
      .where(sql`${t.paymentStatus} = 'paid'`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The admin's list reads newest first, optionally of one status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The unpaid sweep reads the UPI orders still awaiting payment whose time is up.
    index('orders_unpaid_idx').on(t.paymentStatus, t.payBy),
  ],
);

/** One per seller in an order: the seller moves only its own part. */
export const fulfilments = orderSchema.table(
  'fulfilments',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull(),
    sellerName: text('seller_name').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    sellerSubtotalPaise: integer('seller_subtotal_paise').notNull(),
    trackingNumber: text('tracking_number'),
    note: text('note'),
    history: jsonb('history').$type<OrderHistoryEntry[]>().notNull(),
    /** When this part should arrive, estimated at placement; null for orders placed before estimates. */
    delivery: jsonb('delivery').$type<DeliveryDates>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sellerId] }),
    index('fulfilments_seller_idx').on(t.sellerId),
    // The review-request sweep reads the parts delivered lately: a delivered part was last changed at its delivery.
    index('fulfilments_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * One row per delivered part whose shopper was asked to review it, written with the request's outbox entry: a part
 * is asked about once, however often the sweep runs or however many replicas run it.
 */
export const reviewRequests = orderSchema.table(
  'review_requests',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.sellerId] })],
);

/** A signed-in customer's cart: one per customer, made with its first line. */
export const carts = orderSchema.table(
  'carts',
  {
    id: uuid('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** The coupon the shopper applied (its code, in capitals), checked again each time the cart is read. */
    couponCode: text('coupon_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_customer_key').on(t.customerId)],
);

/**
 * One pack of a product in a cart. The price and what the line shows are kept as they were when the line was added
 * (or its quantity last set), so the cart can say the price changed since, and can still name a pack no longer sold.
 */
export const cartLines = orderSchema.table(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    /** The pack; null on lines added before packs, which stand for the product's default pack. */
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull(),
    addedPricePaise: integer('added_price_paise').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    /** The pack's label when added. */
    weight: text('weight').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One line per pack; a line from before packs (no pack id) is one line too.
  (t) => [unique('cart_lines_pack_key').on(t.cartId, t.productId, t.variantId).nullsNotDistinct()],
);

/**
 * A problem a shopper reported with one seller's part of an order: a ticket with a readable number, its
 * lines as named then (name and pack kept, as the order's lines are), its dates due and its history.
 */
export const issues = orderSchema.table(
  'issues',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    /** The order, its number and the seller of the part: null for a complaint that is not about one order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number'),
    customerId: text('customer_id').notNull(),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    kind: text('kind').$type<TicketKind>().notNull(),
    /** What a complaint not about one order is about. */
    topic: text('topic').$type<GrievanceTopic>(),
    /** Where a complaint's answer is mailed (an order's ticket mails the address the order was placed with). */
    contactEmail: text('contact_email'),
    contactName: text('contact_name'),
    status: text('status').$type<IssueStatus>().notNull(),
    lines: jsonb('lines').$type<IssueLine[]>().notNull(),
    description: text('description').notNull(),
    /** The media service's file keys of the shopper's photos, claimed for good when the ticket was opened. */
    photos: jsonb('photos').$type<string[]>().notNull(),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    history: jsonb('history').$type<IssueHistoryEntry[]>().notNull(),
    /** What the reported lines cost the shopper (price with GST × quantity reported): the most a refund gives back. */
    valuePaise: integer('value_paise').notNull().default(0),
    /** The seller's offer while `offered`, the settlement once `resolved` (amount in paise); null before. */
    resolution: jsonb('resolution').$type<StoredIssueResolution>(),
    /** While `offered`: when the offer stands as accepted unless the shopper escalates. */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** When the seller (or the admin) first answered. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The UPI ID the shopper gave for a refund (an order paid cash on delivery has none to send it back to). */
    refundUpiId: text('refund_upi_id'),
    /** Once settled with a replacement: its journey from to-send to delivered; null otherwise. */
    replacement: jsonb('replacement').$type<Replacement>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issues_number_key').on(t.number),
    index('issues_customer_idx').on(t.customerId, t.createdAt),
    index('issues_order_idx').on(t.orderId, t.createdAt),
    index('issues_seller_idx').on(t.sellerId, t.status),
    // The sweep's two questions: open past acknowledge_by, offered past respond_by.
    index('issues_due_idx').on(t.status, t.acknowledgeBy),
  ],
);

/**
 * A refund an order owes or paid, kept on the order so its view and its payment status read it with no other query:
 * `key` names it once ('issue:<ticket id>', 'cancel:<order>:<seller>', 'cancel:<order>:charges'), money in paise.
 */
export interface StoredRefund {
  key: string;
  amountPaise: number;
  reason: RefundReason;
  sellerId: string | null;
  issueId: string | null;
  issueNumber: string | null;
  state: RefundState;
  utr: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** A ticket's offer or settlement as stored: money in paise. */
export interface StoredIssueResolution {
  kind: IssueResolutionKind;
  amountPaise?: number;
  note?: string;
  by: 'seller' | 'admin';
  at: string;
}

/**
 * The order lines a ticket is about, one row each. `open` is cleared when the ticket closes: a line has at most one
 * open ticket, however many reports race (a line bought before packs has no pack id, counted as one pack).
 */
export const issueLines = orderSchema.table(
  'issue_lines',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    quantity: integer('quantity').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    uniqueIndex('issue_lines_line_key').on(t.issueId, t.productId, sql`coalesce(${t.variantId}, '')`),
    uniqueIndex('issue_lines_open_key')
      .on(t.orderId, t.productId, sql`coalesce(${t.variantId}, '')`)
      .where(sql`${t.open}`),
  ],
);

/**
 * A coupon (decision 039): the platform's (funder `platform`, no seller) or a seller's own, valid on its products.
 * `code` is kept in capitals; two coupons not ended never share one (a partial unique index, whatever races).
 * Money in paise; a percent in basis points. `used` counts the orders placed with it that stand.
 */
export const coupons = orderSchema.table(
  'coupons',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    funder: text('funder').$type<CouponFunder>().notNull(),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** A percent coupon's share in basis points (10% is 1000); null for a flat one. */
    percentBps: integer('percent_bps'),
    /** A flat coupon's amount off; null for a percent one. */
    flatPaise: integer('flat_paise'),
    minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<CouponStatus>().notNull(),
    used: integer('used').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_live_key')
      .on(t.code)
      .where(sql`${t.status} <> 'ended'`),
    index('coupons_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/**
 * An order's use of a coupon, one per order: what it took off. `releasedAt` is set when the order gives its use back
 * (cancelled before it shipped); a use stands while it is null. The coupon's `used` counts the standing ones.
 */
export const couponUses = orderSchema.table(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index('coupon_uses_customer_idx').on(t.couponId, t.customerId),
  ],
);

/** The events and mail jobs that follow an order change, written in the change's transaction. */
export const outbox = outboxTable(orderSchema);

export const orderTables = {
  orderSchema,
  orders,
  fulfilments,
  reviewRequests,
  carts,
  cartLines,
  issues,
  issueLines,
  coupons,
  couponUses,
  outbox,
};
export type OrderRow = typeof orders.$inferSelect;
export type FulfilmentRow = typeof fulfilments.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type IssueRow = typeof issues.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
/** A ticket about one seller's part of an order (every ticket but a complaint to the grievance officer). */
export type OrderIssueRow = IssueRow & {
  orderId: string;
  orderNumber: string;
  sellerId: string;
  sellerName: string;
  kind: Exclude<TicketKind, 'complaint'>;
};
export const isOrderIssue = (row: IssueRow): row is OrderIssueRow => row.orderId !== null;
/** A problem a shopper reported with a part (not a return the seller recorded). */
export type ReportedIssueRow = OrderIssueRow & { kind: IssueKind };
