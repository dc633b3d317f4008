import type { InvoiceSummary, OrderStatus } from '@thindi/contracts';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** A seller issues its invoice when its part ships, and a credit note when it comes back: earlier parts have none. */
export const INVOICED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'returned'];

/** What the button says: the kind of document, and a credit note by its number (there may be several). */
export function invoiceTitle(invoice: InvoiceSummary): string {
  if (invoice.kind === 'credit-note') return `Credit note ${invoice.number}`;
  return invoice.kind === 'bill-of-supply' ? 'Download bill of supply' : 'Download invoice';
}

const DOWNLOAD_FAILED = 'Could not download the invoice. Please try again.';

interface InvoiceDownloadProps {
  invoice: InvoiceSummary;
  /** The failure's message, or '' once a download worked. */
  onFailed: (message: string) => void;
  /** The bearer to send; left out, the path's usual one (the shopper's first). */
  token?: string | null;
}

/** One invoice, bill of supply or credit note as a button that saves its PDF under its number. */
export function InvoiceDownload({ invoice, onFailed, token }: InvoiceDownloadProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/invoices/${encodeURIComponent(invoice.id)}/pdf`, `${invoice.number}.pdf`, { token });
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
