import { codOrderPaid } from '@thindi/contracts';
import type { FulfilmentRow, OrderRow } from '../db/schema';

/**
 * What a move of its parts changes in an order's payment: a cash-on-delivery order still to be paid is paid once
 * every part not cancelled has been delivered (the courier took the cash), written with the move itself.
 */
export function codPaymentAfter(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
  parts: readonly Pick<FulfilmentRow, 'status'>[],
  now: Date,
): Partial<OrderRow> {
  if (order.paymentMethod !== 'cod' || order.paymentStatus !== 'pending') return {};
  return codOrderPaid(parts.map((p) => p.status)) ? { paymentStatus: 'paid', paidAt: now } : {};
}
