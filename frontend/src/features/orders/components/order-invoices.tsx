import type { InvoiceSummary } from '@thindi/contracts';
import { useState } from 'react';
import { InvoiceDownload } from '@/components/orders/invoice-download';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import type { Order } from '../api/orders.api';
import { useOrderInvoices, type InvoicedPart } from '../hooks/use-order-invoices';

interface PartInvoicesProps {
  part: Pick<InvoicedPart, 'sellerId' | 'sellerName'> & { status?: InvoicedPart['status'] };
  invoices: InvoiceSummary[];
  onFailed: (message: string) => void;
}

/**
 * One seller's documents for its part (a returned part says so, beside its credit note); an order placed before
 * parts shows all of them.
 */
function PartInvoices({ part, invoices, onFailed }: PartInvoicesProps) {
  const own = part.sellerId === null ? invoices : invoices.filter((invoice) => invoice.sellerId === part.sellerId);
  if (own.length === 0) return null;
  return (
    <li className="space-y-1">
      {part.sellerName || part.status === 'returned' ? (
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-800">
          {part.sellerName}
          {part.status === 'returned' ? <OrderStatusBadge status="returned" /> : null}
        </p>
      ) : null}
      <ul className="space-y-1">
        {own.map((invoice) => (
          <InvoiceDownload key={invoice.id} invoice={invoice} onFailed={onFailed} />
        ))}
      </ul>
    </li>
  );
}

/** The platform issues its own invoice for the order's delivery charge (decision 017). */
const PLATFORM_ISSUER = 'platform';

/**
 * The invoices of the order's shipped and delivered parts, the credit notes of returned ones, and the platform's
 * invoice for the delivery charge, each saved as a PDF under its number.
 */
export function OrderInvoices({ order }: { order: Order }) {
  const { parts, invoices } = useOrderInvoices(order);
  const [failure, setFailure] = useState('');
  if (parts.length === 0 || invoices.length === 0) return null;
  return (
    <div className="space-y-2 text-sm">
      <ul aria-label="Invoices" className="space-y-2">
        {parts.map((part) => (
          <PartInvoices key={part.sellerId ?? 'order'} part={part} invoices={invoices} onFailed={setFailure} />
        ))}
        {parts.some((part) => part.sellerId !== null) ? (
          <PartInvoices
            part={{ sellerId: PLATFORM_ISSUER, sellerName: 'Delivery charge (Thindi)' }}
            invoices={invoices}
            onFailed={setFailure}
          />
        ) : null}
      </ul>
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
