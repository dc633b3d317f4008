import type { Order } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVOICED_STATUSES, InvoiceDownload } from '@/components/orders/invoice-download';
import { Button } from '@/components/ui/button';
import { readToken } from '@/lib/auth-storage';
import { adminApi } from '../api/admin.api';

/** Whether any part of the order has shipped (or later): only then can it have invoices. */
export const mayHaveInvoices = (order: Order) =>
  order.fulfilments.some((part) => INVOICED_STATUSES.includes(part.status)) ||
  INVOICED_STATUSES.includes(order.orderStatus);

/**
 * The order's invoices and credit notes for an admin, read when asked for (a list of orders would otherwise ask for
 * every order's documents), each saved as its PDF with the admin's token.
 */
export function AdminOrderInvoices({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState('');
  const invoices = useQuery({
    queryKey: ['admin', 'order-invoices', order._id],
    queryFn: ({ signal }) => adminApi.orderInvoices(order._id, signal),
    enabled: open,
  });
  if (!mayHaveInvoices(order)) return <span className="text-stone-500">None yet</span>;
  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Invoices of order #${order.orderNumber}`}
        onClick={() => setOpen(true)}
      >
        Invoices
      </Button>
    );
  }
  if (invoices.isPending) return <span className="text-stone-500">Loading...</span>;
  if (invoices.isError) return <span role="alert">Could not load the invoices.</span>;
  if (invoices.data.invoices.length === 0) return <span className="text-stone-500">None yet</span>;
  return (
    <div className="space-y-1 text-sm">
      <ul aria-label={`Invoices of order #${order.orderNumber}`} className="space-y-1">
        {invoices.data.invoices.map((invoice) => (
          <InvoiceDownload key={invoice.id} invoice={invoice} onFailed={setFailure} token={readToken('admin')} />
        ))}
      </ul>
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
