import { useLocation, useParams } from 'react-router-dom';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { TicketPage } from '@/features/orders/components/ticket-page';
import { RequireCustomer } from './require-customer';

/**
 * /orders, /orders/:id and /support/:number are for signed-in customers only (docs/product.md, Storefront > Pages):
 * the list, one order's page, or one of the shopper's tickets. A ticket's page shares this route (and its chunk):
 * the entry script is at its budget, and neither one more route chunk's file name nor a router hook it does not
 * use yet would fit in it.
 */
export function OrdersRoute() {
  const { id } = useParams<{ id?: string }>();
  const { pathname } = useLocation();
  let page = id ? <OrderDetailPage /> : <OrdersPage />;
  // The router names the ticket's number `id` too (see app/router.tsx).
  if (id && pathname.startsWith('/support/')) page = <TicketPage number={id} />;
  return <RequireCustomer>{page}</RequireCustomer>;
}
