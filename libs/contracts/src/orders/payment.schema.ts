import { z } from 'zod';

/**
 * An order's payment: 'pending' is cash on delivery still to be paid to the courier, 'awaiting_payment' a UPI order
 * not yet seen paid, 'paid' a UPI payment marked received against its UTR or a cash-on-delivery order whose every
 * part not cancelled was delivered (partPaymentStatus tells each part's), 'expired' a UPI order cancelled unpaid.
 * Once money is owed back (a ticket's refund, a paid part cancelled) the order shows 'refund_due' until the refunds
 * are paid, then 'partly_refunded', or 'refunded' when all it was paid went back.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'awaiting_payment',
  'paid',
  'expired',
  'refund_due',
  'partly_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Who may mark a UPI payment received (PAYMENT_CONFIRMED_BY): the admin, or also the seller of a one-seller order. */
export const PAYMENT_CONFIRMERS = ['admin', 'seller'] as const;
export type PaymentConfirmer = (typeof PAYMENT_CONFIRMERS)[number];

/** A UPI transaction's reference (UTR / RRN): 12 digits, spaces as people copy them allowed. */
export const utrSchema = z
  .string({ error: 'UTR is required' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'UTR is required')
      .regex(/^\d{12}$/, 'UTR must be the 12-digit number your UPI app shows'),
  );

/** POST /api/orders/:id/payment/utr (the shopper) and POST /api/admin/orders/:id/payment (who marks it paid). */
export const orderUtrSchema = z.object({
  id: z.string().uuid('Order not found'),
  utr: utrSchema,
});
export type OrderUtrInput = z.infer<typeof orderUtrSchema>;
export const orderUtrBodySchema = orderUtrSchema.omit({ id: true });

/** What an order shows of its payment. */
export const orderPaymentSchema = z.object({
  /** The UTR the shopper gave, or the one the payment was marked received against. */
  utr: z.string().nullable(),
  utrSubmittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Who marked it received: 'admin' or 'seller'. */
  paidBy: z.enum(PAYMENT_CONFIRMERS).nullable(),
  /** When an unpaid UPI order is cancelled; null once paid, and for cash on delivery. */
  payBy: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Working days in transit, lowest and highest. */
const dayRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

/**
 * GET /api/config: the settings the SPA shows: where a UPI payment goes and how long it may wait, who marks it
 * received, and the numbers the shipping and returns policies state (DELIVERY_TRANSIT_DAYS, RETURN_WINDOW_DAYS,
 * PAYOUT_WEEKDAY), and how long after delivery a problem may be reported (ISSUE_WINDOW_DAYS).
 */
export const publicConfigSchema = z.object({
  success: z.literal(true),
  upi: z.object({ vpa: z.string(), payeeName: z.string() }),
  unpaidOrderTimeoutHours: z.number(),
  /** PAYMENT_CONFIRMED_BY: 'seller' lets the seller of a one-seller UPI order mark its payment received. */
  paymentConfirmedBy: z.enum(PAYMENT_CONFIRMERS),
  /** Days after delivery a return is taken. */
  returnWindowDays: z.number().int(),
  /** ISSUE_WINDOW_DAYS: days after delivery a shopper may report a problem with a part. */
  issueWindowDays: z.number().int(),
  /** PAYOUT_WEEKDAY: the day of the week sellers are paid, 0 = Sunday … 6 = Saturday (10:00 in India). */
  payoutWeekday: z.number().int().min(0).max(6),
  /** Per delivery zone: A same district, B same state, C metro to metro, D the rest of India, E remote regions. */
  transitDays: z.object({
    A: dayRangeSchema,
    B: dayRangeSchema,
    C: dayRangeSchema,
    D: dayRangeSchema,
    E: dayRangeSchema,
  }),
  /** POLICY_VERSION: the version of the terms and the return and refund policy a shopper agrees to at checkout. */
  policyVersion: z.string(),
  /** Whom a shopper complains to (Consumer Protection (E-Commerce) Rules 2020), as the footer and /grievance show. */
  grievanceOfficer: z.object({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The upi:// link a UPI app opens: payee, name, the exact amount with two decimals, rupees, the order as note. */
export function upiPaymentLink(p: { vpa: string; payeeName: string; amount: number; orderNumber: string }): string {
  const params = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', p.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.orderNumber],
  ];
  // '@' stays as written in the VPA: every UPI app reads it so; anything else is percent-encoded.
  const encode = (v: string) => encodeURIComponent(v).replace(/%40/g, '@');
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}
