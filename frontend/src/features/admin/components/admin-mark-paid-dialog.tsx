import { useQuery } from '@tanstack/react-query';
import type { Order } from '@thindi/contracts';
import { MarkPaidDialog } from '@/components/orders/mark-paid-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';
import { adminApi } from '../api/admin.api';
import { useMarkOrderPaid } from '../hooks/use-mark-order-paid';

/**
 * The admin's 'Mark paid', prefilled with the UTR the shopper sent. The order is read again as the dialog opens:
 * the list on screen may be older than the shopper's UTR. Should that read fail, the listed order's UTR is used.
 */
export function AdminMarkPaidDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const mark = useMarkOrderPaid(order.id);
  const fresh = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.order(order.id),
    queryFn: ({ signal }) => adminApi.order(order.id, signal),
    staleTime: 0,
  });
  if (!fresh.isFetchedAfterMount && !fresh.isError)
    return (
      <Dialog open onClose={onClose} title="Mark paid" variant="centred">
        <LoadingState label="Loading the order..." />
      </Dialog>
    );
  const current = (fresh.data?.order as Order | undefined) ?? order;
  return (
    <MarkPaidDialog
      orderNumber={current.orderNumber}
      amount={current.totalAmount}
      shopperUtr={current.payment?.utr ?? order.payment?.utr ?? null}
      mark={mark}
      onClose={onClose}
    />
  );
}
