import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { RequireCustomer } from './require-customer';

/** /orders/:id, for the signed-in customer who owns the order. */
export function OrderDetailRoute() {
  return (
    <RequireCustomer>
      <OrderDetailPage />
    </RequireCustomer>
  );
}
