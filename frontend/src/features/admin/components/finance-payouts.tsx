import type { Payout } from '@thindi/contracts';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { cell } from './admin-list';
import { formatPaise } from './finance-model';
import { FinanceTable } from './finance-section';
import { MarkFailedDialog, MarkPaidDialog } from './payout-dialogs';

type Asking = { payout: Payout; about: 'paid' | 'failed' } | null;

function NoBankWarning() {
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-red-700">
      <TriangleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      No bank details
    </span>
  );
}

function DueRow({ payout, onAsk }: { payout: Payout; onAsk: (asking: Asking) => void }) {
  return (
    <tr className="border-t border-stone-100">
      <td className={cell}>
        <span className="block font-semibold">{payout.sellerName}</span>
        {payout.hasBank ? null : <NoBankWarning />}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{payout.reference}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatPaise(payout.amountPaise)}</td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-label={`Mark ${payout.reference} paid`}
            onClick={() => onAsk({ payout, about: 'paid' })}
          >
            Mark paid
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark ${payout.reference} failed`}
            onClick={() => onAsk({ payout, about: 'failed' })}
          >
            Mark failed
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The payouts made and not yet settled; each is marked paid with the bank's UTR, or failed with a reason. */
export function DuePayoutsTable({ payouts }: { payouts: Payout[] }) {
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  return (
    <>
      <FinanceTable
        label="Due payouts"
        columns={['Seller', 'Reference', 'Amount', 'Actions']}
        rows={payouts.map((payout) => (
          <DueRow key={payout.id} payout={payout} onAsk={setAsking} />
        ))}
        empty="No payouts due"
      />
      {asking?.about === 'paid' ? <MarkPaidDialog payout={asking.payout} onClose={close} /> : null}
      {asking?.about === 'failed' ? <MarkFailedDialog payout={asking.payout} onClose={close} /> : null}
    </>
  );
}

const STATE_TEXT: Record<Payout['state'], string> = { due: 'Due', paid: 'Paid', failed: 'Failed' };

function RecentRow({ payout }: { payout: Payout }) {
  return (
    <tr className="border-t border-stone-100">
      <td className={cell}>{payout.sellerName}</td>
      <td className={`${cell} whitespace-nowrap`}>{payout.reference}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatPaise(payout.amountPaise)}</td>
      <td className={cell}>
        <span className="block">{STATE_TEXT[payout.state]}</span>
        {payout.failureReason ? <span className="block text-xs text-stone-500">{payout.failureReason}</span> : null}
      </td>
      <td className={`${cell} whitespace-nowrap font-mono text-xs`}>{payout.utr ?? '—'}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatDate(payout.settledAt ?? payout.createdAt)}</td>
    </tr>
  );
}

/** The latest payouts, settled or not, with the bank's UTR once paid. */
export function RecentPayoutsTable({ payouts }: { payouts: Payout[] }) {
  return (
    <FinanceTable
      label="Recent payouts"
      columns={['Seller', 'Reference', 'Amount', 'State', 'UTR', 'Date']}
      rows={payouts.map((payout) => (
        <RecentRow key={payout.id} payout={payout} />
      ))}
      empty="No payouts yet"
    />
  );
}
