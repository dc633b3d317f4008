import { useState } from 'react';
import { InvoiceDownload } from '@/components/orders/invoice-download';
import { readToken } from '@/lib/auth-storage';
import type { SellerOrder } from '../api/seller-orders.api';
import { useSellerOrderInvoices } from '../hooks/use-seller-order-invoices';

/**
 * The documents of the seller's part of an order: its invoice (or bill of supply) from when it shipped, and a
 * credit note for a return, each saved as a PDF under its number with the seller's own token.
 */
export function SellerOrderInvoices({ order }: { order: SellerOrder }) {
  const { invoiced, invoices, loading } = useSellerOrderInvoices(order);
  const [failure, setFailure] = useState('');
  if (!invoiced) return null;
  let body;
  if (loading) body = <p className="text-stone-600">Loading invoices...</p>;
  else if (invoices.length === 0) body = <p className="text-stone-600">No invoices for this order yet.</p>;
  else {
    body = (
      <ul aria-label="Invoices" className="space-y-1">
        {invoices.map((invoice) => (
          <InvoiceDownload key={invoice.id} invoice={invoice} onFailed={setFailure} token={readToken('seller')} />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-label="Invoices and Credit Notes"
      className="space-y-2 rounded-2xl border border-stone-200 bg-white p-5 text-sm"
    >
      <h3 className="font-semibold text-stone-900">Invoices and Credit Notes</h3>
      {body}
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
