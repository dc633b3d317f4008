import { OrdersPage } from '@/features/orders/components/orders-page';
import { RequireCustomer } from './require-customer';

/** /orders is for signed-in customers only (spec section 2). */
export function OrdersRoute() {
  return (
    <RequireCustomer>
      <OrdersPage />
    </RequireCustomer>
  );
}
