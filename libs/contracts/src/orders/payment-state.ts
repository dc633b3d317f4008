import type { OrderStatus, PaymentMethod } from '../common/constants';
import type { PaymentStatus } from './payment.schema';

/** A cash-on-delivery parcel is paid as the courier hands it over: delivered, or returned after that. */
const HANDED_OVER: readonly OrderStatus[] = ['delivered', 'returned'];

/**
 * What one seller's part of an order has had paid: a cash-on-delivery part is paid once delivered, while the
 * others of its order may still be to pay; any other method is paid once, for the whole order.
 */
export function partPaymentStatus(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  partStatus: OrderStatus,
): PaymentStatus {
  if (order.paymentMethod === 'cod' && HANDED_OVER.includes(partStatus)) return 'paid';
  return order.paymentStatus;
}

/** A cash-on-delivery order is paid once every part not cancelled has been delivered (one part at least). */
export function codOrderPaid(partStatuses: readonly OrderStatus[]): boolean {
  const live = partStatuses.filter((status) => status !== 'cancelled');
  return live.length > 0 && live.every((status) => HANDED_OVER.includes(status));
}
