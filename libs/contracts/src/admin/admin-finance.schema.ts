import { z } from 'zod';
import { adminFinanceSchema } from '../finance/settlement.schema';

/*
 * The admin's Finance tab. Every call goes to the admin service, which checks the admin, asks the finance service
 * (which checks again) and writes the changing calls (payouts, commission) into the audit log.
 */

/** GET /api/admin/finance and PUT /api/admin/finance/commission: the tab's figures as they are now. */
export const adminFinanceResponseSchema = adminFinanceSchema.extend({ success: z.literal(true) });
export type AdminFinanceResponse = z.infer<typeof adminFinanceResponseSchema>;

/** Message patterns the admin service answers ({principal, input} each); each forwards to `SettlementPatterns`. */
export const AdminFinancePatterns = {
  /** → AdminFinanceResponse */
  overview: 'admin.finance.overview',
  /** {month} → CsvFile */
  gstr8Csv: 'admin.finance.gstr8-csv',
  /** → CsvFile */
  bankCsv: 'admin.finance.bank-csv',
  /** → PayoutRunResponse; audited as payout.run */
  runPayouts: 'admin.finance.run-payouts',
  /** {id, utr} → PayoutResponse; audited as payout.paid */
  markPaid: 'admin.finance.payout-paid',
  /** {id, reason} → PayoutResponse; audited as payout.failed */
  markFailed: 'admin.finance.payout-failed',
  /** SetCommissionInput → AdminFinanceResponse; audited as commission.set */
  setCommission: 'admin.finance.set-commission',
  /** {state} → RefundList: refunds due (or paid) */
  refunds: 'admin.finance.refunds',
  /** {id, utr} → RefundResponse; audited as refund.paid */
  markRefundPaid: 'admin.finance.refund-paid',
} as const;
