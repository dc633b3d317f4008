import { z } from 'zod';
import { PAYMENT_METHODS } from '../common/constants';

/**
 * A UPI ID (virtual payment address) a refund is sent to: 'name@bank'. Refunds go to UPI IDs only: the platform
 * never asks for a bank account number.
 */
export const upiIdSchema = z
  .string({ error: 'UPI ID is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/, 'UPI ID must look like name@bank, as your UPI app shows');

/**
 * Why money is owed back: a ticket settled with a refund, a part the seller recorded returned (what the shopper paid
 * for it, less what tickets refunded already), or a paid part cancelled.
 */
export const REFUND_REASONS = ['ticket', 'returned', 'cancelled'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATES = ['due', 'paid'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One refund of an order as its shopper and the admin see it (rupees). */
export const orderRefundSchema = z.object({
  key: z.string(),
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  /** The ticket it settles, for a ticket's refund. */
  issueNumber: z.string().nullable(),
  state: z.enum(REFUND_STATES),
  /** The UTR of the transfer, once paid. */
  utr: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order's money given back: what is still due, what was paid back, each refund (rupees). */
export const orderRefundsSchema = z.object({
  due: z.number(),
  refunded: z.number(),
  refunds: z.array(orderRefundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

/**
 * order.refund-due: money the platform owes a shopper back, written to the outbox with the change that owes it (a
 * ticket settled with a refund, a paid UPI part or order cancelled). `key` names the refund once and for all.
 */
export const orderRefundDueEventSchema = z.object({
  key: z.string().min(1),
  orderId: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  /** The part it is about; null when a whole order was cancelled (its delivery charge and round off included). */
  sellerId: z.string().nullable(),
  issueId: z.string().nullable(),
  issueNumber: z.string().nullable(),
  reason: z.enum(REFUND_REASONS),
  amountPaise: z.number().int().positive(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** A UPI order's payment UTR: the refund goes back to the UPI ID that paid it. */
  paidWithUtr: z.string().nullable(),
  /** The UPI ID the shopper gave on the ticket (cash on delivery has no UPI ID to send it back to otherwise). */
  upiId: z.string().nullable(),
  /** The part was delivered: its refund takes back what its delivery settled (the finance service waits for that). */
  partDelivered: z.boolean().default(false),
  at: z.string(),
});
export type OrderRefundDueEvent = z.infer<typeof orderRefundDueEventSchema>;

/** Events the finance service announces. */
export const FinanceEvents = {
  /** financeRefundPaidEventSchema: a refund paid to the shopper, with the transfer's UTR. */
  refundPaid: 'finance.refund-paid',
} as const;

/** finance.refund-paid: the order shows the refund paid (its key), and its payment as refunded or partly refunded. */
export const financeRefundPaidEventSchema = z.object({
  key: z.string().min(1),
  refundId: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int().positive(),
  utr: z.string(),
  at: z.string(),
});
export type FinanceRefundPaidEvent = z.infer<typeof financeRefundPaidEventSchema>;
