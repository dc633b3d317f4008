import { useQuery } from '@tanstack/react-query';
import type { InvoiceSummary, OrderStatus } from '@thindi/contracts';
import { INVOICED_STATUSES } from '@/components/orders/invoice-download';
import type { Order } from '../api/orders.api';
import { orderKeys, ordersApi } from '../api/orders.api';

/** A shipped, delivered or returned part; seller null for an order placed before parts were kept. */
export interface InvoicedPart {
  sellerId: string | null;
  sellerName: string | null;
  status: OrderStatus;
}

/** The parts that have invoices: each seller's part, or the whole order when it was placed before parts. */
export function invoicedParts(order: Order): InvoicedPart[] {
  if (order.fulfilments.length === 0) {
    return INVOICED_STATUSES.includes(order.orderStatus)
      ? [{ sellerId: null, sellerName: null, status: order.orderStatus }]
      : [];
  }
  return order.fulfilments
    .filter((part) => INVOICED_STATUSES.includes(part.status))
    .map(({ sellerId, sellerName, status }) => ({ sellerId, sellerName, status }));
}

const NO_INVOICES: InvoiceSummary[] = [];

/**
 * The order's invoices, read only once a part has shipped (no call for orders that cannot have any). A failed read
 * shows no invoices, like the rest of the orders page (docs/product.md, Errors and messages > Quiet failures). Issued invoices do not change, so the list's
 * polling does not read them again; a part that ships, arrives or comes back later reads them anew (its status is
 * in the key).
 */
export function useOrderInvoices(order: Order) {
  const parts = invoicedParts(order);
  const shipped = parts.map((part) => `${part.sellerId ?? 'order'}:${part.status}`).join(',');
  const invoices = useQuery({
    queryKey: [...orderKeys.invoices(order._id), shipped],
    queryFn: ({ signal }) => ordersApi.invoices(order._id, signal),
    enabled: parts.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  return { parts, invoices: invoices.data ?? NO_INVOICES };
}
