import { useParams } from 'react-router-dom';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { RequireCustomer } from './require-customer';

/** /orders and /orders/:id are for signed-in customers only (docs/product.md, Storefront > Pages): the list, or one order's page. */
export function OrdersRoute() {
  const { id } = useParams<{ id?: string }>();
  return <RequireCustomer>{id ? <OrderDetailPage /> : <OrdersPage />}</RequireCustomer>;
}
