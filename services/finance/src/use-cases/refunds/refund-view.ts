import type { Refund } from '@thindi/contracts';
import type { RefundRow } from '../../db/schema';

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  key: row.key,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  sellerId: row.sellerId,
  issueNumber: row.issueNumber,
  reason: row.reason,
  paymentMethod: row.paymentMethod,
  amountPaise: row.amountPaise,
  upiId: row.upiId,
  paidWithUtr: row.paidWithUtr,
  state: row.state,
  utr: row.utr,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});
