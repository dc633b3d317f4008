import Download from 'lucide-react/icons/download';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import { sellerEarningsApi, type SellerEarnings } from '../api/seller-earnings.api';
import { useSellerEarnings } from '../hooks/use-seller-earnings';
import { formatPaise, nextPayoutText } from './earnings-model';
import { EarningsInvoicesTable, PayoutsTable, StatementTable } from './earnings-tables';

const LOAD_FAILED = 'Could not load your earnings. Please try again.';
const DOWNLOAD_FAILED = 'Could not download the file. Please try again.';

function EarningsCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-2xl border border-amber-100 bg-white p-5">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-stone-500">{note}</p> : null}
    </div>
  );
}

function NextPayoutCard({ earnings }: { earnings: SellerEarnings }) {
  const available = earnings.availablePaise > 0;
  return (
    <div role="group" aria-label="Next payout" className="rounded-2xl border border-amber-100 bg-white p-5">
      <p className="text-sm font-medium text-stone-600">Next payout</p>
      <p className={available ? 'mt-1 text-2xl font-bold text-stone-900' : 'mt-1 text-sm font-semibold text-stone-800'}>
        {nextPayoutText(earnings)}
      </p>
    </div>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-bold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Runs a download and reports its failure in the tab's banner. */
function useDownloads() {
  const [failure, setFailure] = useState<string | null>(null);
  const run = (download: () => Promise<void>) => {
    setFailure(null);
    download().catch((error: unknown) => setFailure(errorMessage(error, DOWNLOAD_FAILED)));
  };
  return { failure, run };
}

function EarningsView({ earnings }: { earnings: SellerEarnings }) {
  const downloads = useDownloads();
  return (
    <div className="space-y-8">
      <FormAlert message={downloads.failure} />
      <div className="grid gap-4 sm:grid-cols-3">
        <EarningsCard label="Available for payout" value={formatPaise(earnings.availablePaise)} />
        <EarningsCard
          label="In return window"
          value={formatPaise(earnings.heldPaise)}
          note="Payable once the return window closes"
        />
        <NextPayoutCard earnings={earnings} />
      </div>
      <Section id="payouts-heading" title="Payouts">
        <PayoutsTable payouts={earnings.payouts} />
      </Section>
      <Section
        id="statement-heading"
        title="Statement"
        action={
          <Button size="sm" variant="outline" onClick={() => downloads.run(sellerEarningsApi.downloadStatement)}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Download CSV
          </Button>
        }
      >
        <StatementTable statement={earnings.statement} />
      </Section>
      <Section id="earnings-invoices-heading" title="Invoices">
        <EarningsInvoicesTable
          invoices={earnings.invoices}
          onDownload={(invoice) => downloads.run(() => sellerEarningsApi.downloadInvoice(invoice.id, invoice.number))}
        />
      </Section>
    </div>
  );
}

/**
 * The Earnings tab: what is payable and when, the payouts made, the statement of delivered orders with what the
 * marketplace kept, and the invoices issued. Unlike the other figures, a failed read says so: a seller must not
 * read a zero balance that is not true.
 */
export function SellerEarningsTab() {
  const { earnings, loading, failed, reload } = useSellerEarnings();
  if (loading) return <LoadingState label="Loading earnings..." />;
  if (failed || !earnings) {
    return (
      <div className="space-y-3">
        <FormAlert message={LOAD_FAILED} />
        <Button size="sm" variant="outline" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return <EarningsView earnings={earnings} />;
}
