import type { InvoiceSummary } from '@thindi/contracts';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type { Order } from '../api/orders.api';
import { useOrderInvoices, type InvoicedPart } from '../hooks/use-order-invoices';

/** What the button says: the kind of document, and a credit note by its number (there may be several). */
export function invoiceTitle(invoice: InvoiceSummary): string {
  if (invoice.kind === 'credit-note') return `Credit note ${invoice.number}`;
  return invoice.kind === 'bill-of-supply' ? 'Download bill of supply' : 'Download invoice';
}

const DOWNLOAD_FAILED = 'Could not download the invoice. Please try again.';

function InvoiceItem({ invoice, onFailed }: { invoice: InvoiceSummary; onFailed: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/invoices/${encodeURIComponent(invoice.id)}/pdf`, `${invoice.number}.pdf`);
      onFailed('');
    } catch (error) {
      onFailed(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => void download()} disabled={busy}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {invoiceTitle(invoice)}
      </Button>
      {invoice.kind === 'credit-note' ? null : <span className="text-stone-600">{invoice.number}</span>}
    </li>
  );
}

interface PartInvoicesProps {
  part: Pick<InvoicedPart, 'sellerId' | 'sellerName'>;
  invoices: InvoiceSummary[];
  onFailed: (message: string) => void;
}

/** One seller's documents for its part; an order placed before parts shows all of them. */
function PartInvoices({ part, invoices, onFailed }: PartInvoicesProps) {
  const own = part.sellerId === null ? invoices : invoices.filter((invoice) => invoice.sellerId === part.sellerId);
  if (own.length === 0) return null;
  return (
    <li className="space-y-1">
      {part.sellerName ? <p className="font-medium text-stone-800">{part.sellerName}</p> : null}
      <ul className="space-y-1">
        {own.map((invoice) => (
          <InvoiceItem key={invoice.id} invoice={invoice} onFailed={onFailed} />
        ))}
      </ul>
    </li>
  );
}

/** The platform issues its own invoice for the order's delivery charge (decision 017). */
const PLATFORM_ISSUER = 'platform';

/**
 * The invoices of the order's shipped and delivered parts, and the platform's for the delivery charge, each saved
 * as a PDF under its number.
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
