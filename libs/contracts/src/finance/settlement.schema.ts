import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../common/constants';
import { invoiceSummarySchema } from './finance.schema';
import { REFUND_REASONS, REFUND_STATES } from '../orders/refund.schema';
import { COUPON_FUNDERS } from '../promotions/coupon.schema';

const paise = z.number().int();

/**
 * order.orders.part: one seller's part of an order as the finance service invoices and settles it. Asked by the
 * finance service only (no principal: the subject is not routed from the gateway). Amounts in paise.
 */
export const orderPartQuerySchema = z.object({
  orderId: z.string().uuid('orderId must be a UUID'),
  sellerId: z.string().min(1, 'sellerId is required'),
});
export type OrderPartQuery = z.infer<typeof orderPartQuerySchema>;

export const orderPartLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The pack size, e.g. '250g': the invoice's unit. */
  weight: z.string(),
  quantity: z.number().int().positive(),
  unitPricePaise: paise.nonnegative(),
  /** quantity × unit price: the line's taxable value. */
  taxablePaise: paise.nonnegative(),
  hsn: z.string().nullable(),
  /** The GST rate in percent; null on lines placed before GST per line (5% then). */
  gstRate: z.number().nullable(),
  cgstPaise: paise.nonnegative(),
  sgstPaise: paise.nonnegative(),
  igstPaise: paise.nonnegative(),
  /** The storefront category (commission is set per category); null on lines placed before it was kept. */
  category: z.string().nullable(),
  /** 'YYYY-MM-DD' once the part shipped with a packed-on date and the line declared a shelf life (decision 035). */
  bestBefore: z.string().nullable().optional(),
  /**
   * What a coupon took off the line, with GST (decision 039), and who pays it: a seller-funded one is already off
   * `taxablePaise` and its GST (the invoice's values); a platform-funded one is not (the seller invoices the full
   * value, the platform pays the difference).
   */
  discountPaise: paise.nonnegative().default(0),
  discountFunder: z.enum(COUPON_FUNDERS).nullable().default(null),
});
export type OrderPartLine = z.infer<typeof orderPartLineSchema>;

export const orderPartSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    phone: z.string(),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  placedAt: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderPartLineSchema).min(1),
  /** The order's delivery charge (the platform's own service: decision 017), the same on every part. */
  orderShippingPaise: paise.nonnegative(),
  /**
   * What the order's charge adds to its exact sum to reach whole rupees (−49 to +50 paise), the same on every part:
   * the platform's, never a seller's (decision 025). 0 from an order service that does not send it yet.
   */
  orderRoundOffPaise: paise.min(-49).max(50).default(0),
  /** The order's coupon code, null when none. */
  couponCode: z.string().nullable().default(null),
  /** What the platform pays of this part's value (a platform-funded coupon's share of its lines), in paise. */
  platformDiscountPaise: paise.nonnegative().default(0),
  /** When this part reached its status (its history's last entry). */
  statusAt: z.string(),
});
export type OrderPart = z.infer<typeof orderPartSchema>;

/**
 * seller.sellers.finance-profiles: what the finance service needs of sellers to invoice and pay them: the
 * supplier's name, address and GSTIN on the invoice, the PAN for TDS, the bank for payouts. The demo sellers
 * (no account) come from DEMO_SELLERS, with no bank. Asked by the finance service only.
 */
export const sellerFinanceProfilesQuerySchema = z.object({ sellerIds: z.array(z.string()).min(1).max(100) });
export type SellerFinanceProfilesQuery = z.infer<typeof sellerFinanceProfilesQuerySchema>;
export const sellerFinanceProfileSchema = z.object({
  sellerId: z.string(),
  businessName: z.string(),
  /** One line: street, city, state, pincode. */
  address: z.string(),
  /** The business address's state name, e.g. 'Tamil Nadu'. */
  state: z.string(),
  pincode: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  bank: z
    .object({ accountHolderName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() })
    .nullable(),
});
export type SellerFinanceProfile = z.infer<typeof sellerFinanceProfileSchema>;
export interface SellerFinanceProfilesResult {
  profiles: SellerFinanceProfile[];
}

/** Where a settled part stands: within the return window, payable, or reversed by a cancel or return. */
export const SETTLEMENT_STATES = ['held', 'payable', 'reversed'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** One line of a seller's statement: a delivered part and what the platform kept of it. */
export const statementRowSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
  /** When the return window ends and the net becomes payable. */
  releaseAt: z.string(),
  state: z.enum(SETTLEMENT_STATES),
  grossPaise: paise,
  taxablePaise: paise,
  commissionPaise: paise,
  gstOnCommissionPaise: paise,
  tcsPaise: paise,
  tdsPaise: paise,
  netPaise: paise,
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const PAYOUT_STATES = ['due', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const payoutSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** The reference on the bank transfer, e.g. 'THPO-20261130-0001'. */
  reference: z.string(),
  amountPaise: paise.positive(),
  state: z.enum(PAYOUT_STATES),
  /** The bank's UTR, once paid. */
  utr: z.string().nullable(),
  /** Why it failed, when it did. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** False when the seller has no bank details on record: the bank file leaves it out. */
  hasBank: z.boolean(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/sellers/earnings: a seller's money with the marketplace. */
export const sellerEarningsSchema = z.object({
  /** Within the return window: not payable yet. */
  heldPaise: paise,
  /** Payable now, net of payouts made (negative after a return that followed a payout: netted next time). */
  payablePaise: paise,
  /** Payable and not yet in a due payout. */
  availablePaise: paise,
  /** The next scheduled payout run, ISO. */
  nextPayoutAt: z.string(),
  /**
   * The held money that leaves the return window first: how much (paise) becomes payable on that day in India,
   * and when the last of it does (ISO); null when nothing is held.
   */
  nextRelease: z.object({ at: z.string(), paise }).nullable(),
  payouts: z.array(payoutSchema),
  statement: z.array(statementRowSchema),
  invoices: z.array(invoiceSummarySchema.extend({ orderNumber: z.string() })),
});
export type SellerEarnings = z.infer<typeof sellerEarningsSchema>;

/** One month of the platform's figures ('2026-11'), in paise. */
export const financeMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  grossPaise: paise,
  commissionPaise: paise,
  gstOnCommissionPaise: paise,
  tcsPaise: paise,
  tdsPaise: paise,
  /** What the platform's coupons cost it that month (its promotion expense, less what refunds gave back). */
  promotionPaise: paise,
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

/** A commission rate for a category from a date (the table's default for categories without one). */
export const commissionRateSchema = z.object({
  category: z.string(),
  /** Percent, up to two decimals (5 for 5%). */
  ratePercent: z.number(),
  validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type CommissionRate = z.infer<typeof commissionRateSchema>;

/** GET /api/admin/finance: the admin's Finance tab. */
export const adminFinanceSchema = z.object({
  months: z.array(financeMonthSchema),
  duePayouts: z.array(payoutSchema),
  recentPayouts: z.array(payoutSchema),
  /** The default commission and the per-category rates in force today. */
  defaultCommissionPercent: z.number(),
  commissionRates: z.array(commissionRateSchema),
  /** Sellers' parts within the return window, and payable and not in a due payout, in paise. */
  heldPaise: paise,
  availablePaise: paise,
  nextPayoutAt: z.string(),
});
export type AdminFinance = z.infer<typeof adminFinanceSchema>;

/** PUT /api/admin/finance/commission: set a category's commission from a date (today by default). */
export const setCommissionSchema = z.object(
  {
    category: z.string({ error: 'category is required' }).trim().min(1, 'category is required').max(60),
    ratePercent: z
      .number({ error: 'ratePercent must be a number' })
      .min(0, 'ratePercent must be between 0 and 30')
      .max(30, 'ratePercent must be between 0 and 30')
      .multipleOf(0.01, 'ratePercent may have at most two decimals'),
    validFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validFrom must be a date such as 2026-12-01')
      .optional(),
  },
  { error: 'Commission rate is required' },
);
export type SetCommissionInput = z.infer<typeof setCommissionSchema>;

/** UTRs are 12 to 22 letters and digits (NEFT 16, RTGS 22, IMPS 12). */
export const UTR_PATTERN = /^[A-Za-z0-9]{12,22}$/;
export const payoutIdSchema = z.object({ id: z.string().uuid('Payout not found') });
export const markPayoutPaidSchema = payoutIdSchema.extend({
  utr: z.string({ error: 'UTR is required' }).trim().regex(UTR_PATTERN, 'UTR must be 12 to 22 letters and digits'),
});
export const markPayoutFailedSchema = payoutIdSchema.extend({
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(200),
});
export type MarkPayoutPaidInput = z.infer<typeof markPayoutPaidSchema>;
export type MarkPayoutFailedInput = z.infer<typeof markPayoutFailedSchema>;
export const gstr8QuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month such as 2026-11'),
});
export const payoutResponseSchema = z.object({ success: z.literal(true), payout: payoutSchema });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;
export const payoutRunResponseSchema = z.object({ success: z.literal(true), created: z.array(payoutSchema) });
export type PayoutRunResponse = z.infer<typeof payoutRunResponseSchema>;
/** A CSV file's text, for the gateway to send with its name. */
export const csvFileSchema = z.object({ filename: z.string(), csv: z.string() });
export type CsvFile = z.infer<typeof csvFileSchema>;

/** Request/reply subjects of settlement; every payload is `{ principal, input }` (sellers their own, admins all). */
export const SettlementPatterns = {
  /** (seller) → SellerEarnings */
  sellerEarnings: 'finance.earnings.seller',
  /** (seller) → CsvFile: the statement */
  sellerStatementCsv: 'finance.earnings.statement-csv',
  /** (admin) → AdminFinance */
  adminOverview: 'finance.admin.overview',
  /** (admin) {month} → CsvFile in the shape of GSTR-8 */
  gstr8Csv: 'finance.admin.gstr8-csv',
  /** (admin) → CsvFile: the due payouts as a bank bulk-transfer file */
  bankCsv: 'finance.admin.bank-csv',
  /** (admin) → PayoutRunResponse: make the due payouts now (the schedule does it weekly) */
  runPayouts: 'finance.admin.run-payouts',
  /** (admin) {id, utr} → PayoutResponse */
  markPaid: 'finance.admin.payout-paid',
  /** (admin) {id, reason} → PayoutResponse */
  markFailed: 'finance.admin.payout-failed',
  /** (admin) SetCommissionInput → AdminFinance */
  setCommission: 'finance.admin.set-commission',
} as const;

/** Internal subjects other services answer for the finance service. */
export const FinanceSourcePatterns = {
  orderPart: 'order.orders.part',
  sellerProfiles: 'seller.sellers.finance-profiles',
} as const;

/** A refund as the admin pays it (paise): who, how much, where to, and once paid its UTR. */
export const refundSchema = z.object({
  id: z.string(),
  key: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  sellerId: z.string().nullable(),
  issueNumber: z.string().nullable(),
  reason: z.enum(REFUND_REASONS),
  paymentMethod: z.string(),
  amountPaise: z.number().int(),
  /**
   * Where it goes: the UPI ID the shopper gave, else (a UPI order) the UPI ID that paid `paidWithUtr`; null when a
   * cash-on-delivery shopper has not given one yet (it cannot be paid until they do).
   */
  upiId: z.string().nullable(),
  paidWithUtr: z.string().nullable(),
  state: z.enum(REFUND_STATES),
  utr: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
/** GET /api/admin/refunds?state=due|paid (due by default), oldest due first. */
export const refundsQuerySchema = z.object({
  state: z.enum(REFUND_STATES, { error: `state must be one of ${REFUND_STATES.join(', ')}` }).default('due'),
});
export const refundListSchema = z.object({ success: z.literal(true), refunds: z.array(refundSchema) });
export type RefundList = z.infer<typeof refundListSchema>;
export const refundIdSchema = z.object({ id: z.string().uuid('Refund not found') });
/** POST /api/admin/refunds/:id/paid: the UTR of the transfer that paid it back (unique among refunds and payouts). */
export const markRefundPaidSchema = refundIdSchema.extend({
  utr: z.string({ error: 'UTR is required' }).trim().regex(UTR_PATTERN, 'UTR must be 12 to 22 letters and digits'),
});
export type MarkRefundPaidInput = z.infer<typeof markRefundPaidSchema>;
export const refundResponseSchema = z.object({ success: z.literal(true), refund: refundSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** Request/reply subjects of refunds in the finance service ({ principal, input }). */
export const RefundPatterns = {
  /** (admin) RefundsQuery → RefundList */
  list: 'finance.refunds.list',
  /** (admin) MarkRefundPaidInput → RefundResponse */
  markPaid: 'finance.refunds.paid',
  /** (the ticket's shopper) IssueRefundUpiInput → RefundResponse: where a due refund of the ticket goes. */
  setUpi: 'finance.refunds.set-upi',
} as const;
