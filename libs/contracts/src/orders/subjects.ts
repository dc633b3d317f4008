import { z } from 'zod';
import { ORDER_STATUSES } from '../common/constants';

/** Request/reply patterns answered by the order service. */
export const OrderPatterns = {
  place: 'order.orders.place',
  listMine: 'order.orders.mine',
  /**
   * {customerId} → ErasureBlockers: why the shopper may not delete their account yet (an order on its way, a ticket
   * open), each a sentence saying what to wait for; empty when nothing stands in the way.
   */
  erasureBlockers: 'order.orders.erasure-blockers',
  /** {sellerId} → ErasureBlockers: the seller's parts not yet delivered, cancelled or returned, and its open tickets. */
  sellerOpenWork: 'order.orders.seller-open-work',
  /** {principal (a shopper), input: {}} → CustomerOrderData: the shopper's orders, tickets and cart, for their data copy. */
  dataOfCustomer: 'order.orders.data-of-customer',
  get: 'order.orders.get',
  status: 'order.orders.status',
  cancel: 'order.orders.cancel',
  /** {principal (the shopper or the part's seller), input: cancelPartSchema} → {success, message, order}. */
  cancelPart: 'order.orders.cancel-part',
  listSeller: 'order.orders.seller-list',
  updateStatus: 'order.orders.update-status',
  /** {sellerId} → totalOrders, totalRevenue, recentOrders (the seller stats). */
  sellerStats: 'order.orders.seller-stats',
  /**
   * {orderIds} → {standing}: which of these orders exist and are not cancelled, and which are tickets whose
   * replacement holds stock (reserved under the ticket's id). The catalog asks before it gives back an expired
   * reservation, so stock held for a real order or replacement is never freed for another.
   */
  standing: 'order.orders.standing',
  /**
   * {customerId, orderId, productId} → {reviewable, reason?, sellerId?, reviewerName?}: whether that shopper may
   * review that product for that order. Internal, like `standing`: the catalog asks before it takes a review.
   */
  reviewable: 'order.orders.reviewable',
  /** {principal (the shopper), input: orderUtrSchema} → {success, message, order}: the UTR of a UPI payment made. */
  submitUtr: 'order.orders.submit-utr',
  /**
   * {principal, input: orderUtrSchema} → MarkPaidResult: a UPI payment marked received against its UTR, by the
   * admin (through the admin service) or, with PAYMENT_CONFIRMED_BY=seller, the seller of a one-seller order.
   */
  markPaid: 'order.orders.mark-paid',
  /** {principal (the shopper), input: reportIssueSchema} → IssueResponse: a problem reported with one seller's part. */
  reportIssue: 'order.issues.report',
  /** {principal (a shopper), input: fileComplaintBodySchema} → IssueResponse: a complaint not about one order. */
  fileComplaint: 'order.issues.complain',
  /** {principal (the shopper who opened it, or the admin), input: issueNumberSchema} → IssueResponse. */
  getIssue: 'order.issues.get',
  /** {principal (a shopper), input: {}} → IssueListResponse: the shopper's tickets, newest first. */
  listMyIssues: 'order.issues.mine',
  /** {principal (a seller), input: issueQueueQuerySchema} → IssueListResponse: its tickets, what is due first. */
  sellerIssues: 'order.issues.seller-list',
  /** {principal (the ticket's seller), input: issueAnswerSchema} → IssueResponse: refund, replacement or decline; the shopper is told. */
  answerIssue: 'order.issues.answer',
  /** {principal (the ticket's shopper), input: issueNumberSchema} → IssueResponse: the seller's answer accepted. */
  acceptIssue: 'order.issues.accept',
  /** {principal (the ticket's shopper), input: issueEscalateSchema} → IssueResponse: to the grievance officer. */
  escalateIssue: 'order.issues.escalate',
  /** {principal (an admin), input: issueQueueQuerySchema} → IssueListResponse: every ticket, what is due first. */
  issueQueue: 'order.issues.queue',
  /** {principal (an admin), input: issueDecideSchema} → IssueResponse: the final decision, or a complaint answered. */
  decideIssue: 'order.issues.decide',
  /**
   * {principal (the ticket's seller), input: replacementMoveSchema} → IssueResponse: the replacement a ticket was
   * settled with shipped (tracking number), then delivered; the shopper is mailed the shipment.
   */
  moveReplacement: 'order.issues.replacement',
  /**
   * {principal (an admin: a platform coupon; a seller: its own), input: couponBodySchema} → CouponResponse: a coupon
   * created; its code is unique (without case) among coupons not ended.
   */
  createCoupon: 'order.coupons.create',
  /** {principal (an admin: every coupon; a seller: its own), input: {}} → CouponListResponse, newest first. */
  listCoupons: 'order.coupons.list',
  /** {principal (the coupon's owner), input: couponMoveSchema} → CouponResponse: paused, resumed or ended. */
  moveCoupon: 'order.coupons.move',
} as const;

export const erasureBlockersQuerySchema = z.object({ customerId: z.string().min(1) });
export const sellerOpenWorkQuerySchema = z.object({ sellerId: z.string().min(1) });
export interface ErasureBlockers {
  blockers: string[];
}

export const standingOrdersQuerySchema = z.object({ orderIds: z.array(z.string().uuid()).min(1).max(100) });
export interface StandingOrdersResponse {
  standing: string[];
}

export const reviewableLineQuerySchema = z.object({
  customerId: z.string().min(1),
  orderId: z.string().uuid(),
  productId: z.string().min(1),
});
export type ReviewableLineQuery = z.infer<typeof reviewableLineQuerySchema>;
export const reviewableLineSchema = z.object({
  reviewable: z.boolean(),
  /** Why not, in the shopper's words; absent when reviewable. */
  reason: z.string().optional(),
  /** The seller of the line, when reviewable. */
  sellerId: z.string().optional(),
  /** The shopper as a review shows them: first name and last initial ('Meena I.'), when reviewable. */
  reviewerName: z.string().optional(),
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;

export const OrderEvents = {
  placed: 'order.placed',
  statusChanged: 'order.status-changed',
  /** orderIssueOpenedEventSchema: a shopper reported a problem with one seller's part. */
  issueOpened: 'order.issue-opened',
  /** orderIssueResolvedEventSchema: a ticket settled, with what is to be given back. */
  issueResolved: 'order.issue-resolved',
  /** orderReplacementChangedEventSchema: the stock held for a ticket's replacement withdrawn or delivered. */
  replacementChanged: 'order.replacement-changed',
  /** orderRefundDueEventSchema: money owed back to a shopper, for the finance service to pay and account. */
  refundDue: 'order.refund-due',
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
  /**
   * One seller's part cancelled while the rest of the order stands: the products of its lines, whose stock goes
   * back. Absent on every other change (a whole order cancelled gives back all it holds).
   */
  productIds: z.array(z.string()).optional(),
});
export type OrderStatusChangedEvent = z.infer<typeof orderStatusChangedEventSchema>;

/**
 * The order service's own queue: a seller's new-order and part-cancelled mails wait here (written in the order's
 * transaction) until the seller's address is looked up, then go to the mail queue.
 */
export const ORDER_SELLER_MAIL_QUEUE = 'order-seller-mails';
export const OrderJobs = {
  sellerNewOrder: 'seller-new-order',
  sellerPartCancelled: 'seller-part-cancelled',
  /** sellerIssueOpenedJobSchema: a shopper reported a problem with the seller's part. */
  sellerIssueOpened: 'seller-issue-opened',
} as const;
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
/** A shopper cancelled a seller's part: its seller is told which lines no longer go out, and why. */
export const sellerPartCancelledJobSchema = sellerNewOrderJobSchema
  .omit({ sellerSubtotal: true, deliveryLabel: true })
  .extend({ reason: z.string() });
export type SellerPartCancelledJob = z.infer<typeof sellerPartCancelledJobSchema>;

/**
 * The order service's review requests: a repeating sweep finds parts delivered REVIEW_REQUEST_DELAY_DAYS ago and
 * writes one request each (with its row in order.review_requests, so a part is asked about once), which is then
 * turned into the shopper's mail once their account and preferences are read.
 */
export const ORDER_REVIEW_REQUEST_QUEUE = 'order-review-requests';
export const ReviewRequestJobs = { sweep: 'review-requests.sweep', request: 'review-request' } as const;
export const reviewRequestJobSchema = z.object({
  orderId: z.string(),
  sellerId: z.string(),
  customerId: z.string(),
  orderNumber: z.string(),
  /** The products of the delivered part. */
  products: z.array(z.object({ productId: z.string(), name: z.string() })).min(1),
});
export type ReviewRequestJob = z.infer<typeof reviewRequestJobSchema>;

/**
 * The order service's unpaid-order sweep: every UNPAID_SWEEP_SECONDS it cancels the UPI orders still awaiting
 * payment UNPAID_ORDER_TIMEOUT_HOURS after placement (their stock released, their shoppers mailed).
 */
export const ORDER_UNPAID_QUEUE = 'order-unpaid-orders';
export const UnpaidOrderJobs = { sweep: 'unpaid-orders.sweep' } as const;

/**
 * The order service's ticket sweep: every ISSUE_SWEEP_SECONDS it escalates tickets the seller left unanswered past
 * their acknowledgeBy, and settles offers the shopper left unanswered past their respondBy as accepted.
 */
export const ORDER_ISSUE_SWEEP_QUEUE = 'order-issue-sweeps';
export const IssueSweepJobs = { sweep: 'issues.sweep' } as const;
