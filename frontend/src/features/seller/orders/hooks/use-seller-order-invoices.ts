import { useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '@thindi/contracts';
import { INVOICED_STATUSES } from '@/components/orders/invoice-download';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerOrdersApi, type SellerOrder } from '../api/seller-orders.api';

const NO_INVOICES: InvoiceSummary[] = [];

/**
 * The seller's invoices and credit notes for one order, read only once its part has shipped (earlier parts have
 * none). A failed read shows none, like the rest of the seller area (docs/product.md, Errors and messages > Quiet failures).
 */
export function useSellerOrderInvoices(order: SellerOrder) {
  const invoiced = INVOICED_STATUSES.includes(order.orderStatus);
  const query = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.orderInvoices(order._id, order.orderStatus),
    queryFn: ({ signal }) => sellerOrdersApi.invoices(order._id, signal),
    enabled: invoiced,
    staleTime: Infinity,
  });
  return { invoiced, invoices: query.data ?? NO_INVOICES, loading: invoiced && query.isPending };
}
