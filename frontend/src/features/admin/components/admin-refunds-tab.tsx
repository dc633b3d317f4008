import type { Refund, RefundState } from '@thindi/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { indiaDate } from '@/components/issues/issue-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminRefunds } from '../hooks/use-admin-refunds';
import { cell } from './admin-list';
import { formatPaise } from './finance-model';
import { FinanceTable } from './finance-section';
import { canPayRefund, payToText, refundReasonText } from './refund-model';
import { RefundPaidDialog } from './refund-paid-dialog';

const oldestFirst = (refunds: Refund[]) => [...refunds].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

const SHOWN: readonly { state: RefundState; label: string }[] = [
  { state: 'due', label: 'Due' },
  { state: 'paid', label: 'Paid' },
];

function OrderCell({ refund }: { refund: Refund }) {
  return (
    <td className={`${cell} whitespace-nowrap`}>
      <Link to={`/admin/orders/${encodeURIComponent(refund.orderId)}`} className="font-semibold underline">
        {`#${refund.orderNumber}`}
      </Link>
    </td>
  );
}

function DueRow({ refund, onMark }: { refund: Refund; onMark: (refund: Refund) => void }) {
  const payable = canPayRefund(refund);
  return (
    <tr className="border-t border-stone-100">
      <OrderCell refund={refund} />
      <td className={`${cell} whitespace-nowrap`}>{refundReasonText(refund)}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatPaise(refund.amountPaise)}</td>
      <td className={cell}>
        <span className={payable ? undefined : 'font-semibold text-amber-800'}>{payToText(refund)}</span>
      </td>
      <td className={`${cell} whitespace-nowrap`}>{indiaDate(refund.createdAt)}</td>
      <td className={cell}>
        <Button
          size="sm"
          disabled={!payable}
          aria-label={`Mark refunded: #${refund.orderNumber}, ${refundReasonText(refund)}, ${formatPaise(refund.amountPaise)}`}
          onClick={() => onMark(refund)}
        >
          Mark refunded
        </Button>
      </td>
    </tr>
  );
}

function PaidRow({ refund }: { refund: Refund }) {
  return (
    <tr className="border-t border-stone-100">
      <OrderCell refund={refund} />
      <td className={`${cell} whitespace-nowrap`}>{refundReasonText(refund)}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatPaise(refund.amountPaise)}</td>
      <td className={cell}>{payToText(refund)}</td>
      <td className={`${cell} whitespace-nowrap font-mono text-xs`}>{refund.utr ?? '—'}</td>
      <td className={`${cell} whitespace-nowrap`}>{refund.paidAt ? indiaDate(refund.paidAt) : '—'}</td>
    </tr>
  );
}

/** The refunds due, oldest first, each marked refunded with its transfer's UTR; or those paid, with UTR and date. */
function RefundList({ state }: { state: RefundState }) {
  const { refunds, loading, failed } = useAdminRefunds(state);
  const [marking, setMarking] = useState<Refund | null>(null);
  if (loading) return <Spinner label="Loading..." />;
  if (failed) return <p className="text-sm text-stone-500">Could not load refunds. Please try again later.</p>;
  if (state === 'paid') {
    return (
      <FinanceTable
        label="Paid refunds"
        columns={['Order', 'Ticket', 'Amount', 'Paid to', 'UTR', 'Paid on']}
        rows={refunds.map((refund) => (
          <PaidRow key={refund.id} refund={refund} />
        ))}
        empty="No refunds paid yet"
      />
    );
  }
  return (
    <>
      <FinanceTable
        label="Due refunds"
        columns={['Order', 'Ticket', 'Amount', 'Pay to', 'Owed since', 'Actions']}
        rows={oldestFirst(refunds).map((refund) => (
          <DueRow key={refund.id} refund={refund} onMark={setMarking} />
        ))}
        empty="No refunds due"
      />
      {marking ? <RefundPaidDialog refund={marking} onClose={() => setMarking(null)} /> : null}
    </>
  );
}

/**
 * Refunds: money owed back to shoppers (a ticket settled with a refund, a paid part cancelled), sent by UPI by the
 * admin and marked refunded with the transfer's UTR; or, toggled, those already paid.
 */
export function AdminRefundsTab() {
  const [state, setState] = useState<RefundState>('due');
  return (
    <section aria-labelledby="refunds-heading" className="space-y-4">
      <h2 id="refunds-heading" className="font-display text-xl font-bold text-stone-900">
        Refunds
      </h2>
      <div role="group" aria-label="Show refunds" className="flex flex-wrap gap-2">
        {SHOWN.map(({ state: value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={state === value ? 'primary' : 'outline'}
            aria-pressed={state === value}
            onClick={() => setState(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <RefundList key={state} state={state} />
    </section>
  );
}
