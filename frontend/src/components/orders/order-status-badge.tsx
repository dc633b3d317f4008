import type { OrderStatus } from '@thindi/contracts';
import { cx } from '@/lib/cx';

/**
 * Pending yellow, confirmed and processing blue, shipped purple, delivered green, cancelled red;
 * a returned part orange.
 */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  confirmed: 'bg-blue-100 text-blue-800',
  processing: 'bg-blue-100 text-blue-800',
  shipped: 'bg-purple-100 text-purple-800',
  delivered: 'bg-green-100 text-green-800',
  returned: 'bg-orange-100 text-orange-800',
  cancelled: 'bg-red-100 text-red-800',
};

export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** `testId` tells a part's badge from its order's where both are on one page. */
export function OrderStatusBadge({ status, testId = 'order-status' }: { status: OrderStatus; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={cx('inline-block rounded-full px-3 py-1 text-xs font-semibold', STATUS_COLOURS[status])}
    >
      {statusLabel(status)}
    </span>
  );
}
