import { ComingSoonRoute } from './coming-soon.route';
import { ORDERS_PAGE } from './coming-soon-pages';
import { RequireCustomer } from './require-customer';

/** Orders and tracking are a later issue; the page is already for signed-in customers only. */
export function OrdersRoute() {
  return (
    <RequireCustomer>
      <ComingSoonRoute title={ORDERS_PAGE.title} text={ORDERS_PAGE.text} />
    </RequireCustomer>
  );
}
