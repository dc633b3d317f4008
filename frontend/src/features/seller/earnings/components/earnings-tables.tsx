import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { SellerEarnings } from '../api/seller-earnings.api';
import { formatIndianDate, formatPaise, PAYOUT_STATE_LABELS, SETTLEMENT_STATE_LABELS } from './earnings-model';

// The same padding as the headings, so an amount's right edge lines up with its heading's.
const cell = 'px-3 py-2 align-top';
const amount = `${cell} whitespace-nowrap text-right`;

interface TableProps {
  label: string;
  headings: readonly string[];
  /** The headings of amounts, set right like their numbers. */
  amounts: readonly string[];
  empty: string;
  rows: ReactNode[];
}

/** A labelled table (cards on a phone), amounts right-aligned under their headings, or the text for an empty list. */
function EarningsTable({ label, headings, amounts, empty, rows }: TableProps) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-stone-600">{empty}</p>;
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <DataTable label={label} columns={headings} numeric={amounts} rows={rows} />
    </div>
  );
}

export function PayoutsTable({ payouts }: { payouts: SellerEarnings['payouts'] }) {
  const rows = payouts.map((payout) => (
    <tr key={payout.id} className="border-t border-stone-100">
      <td className={`${cell} whitespace-nowrap`}>{formatIndianDate(payout.settledAt ?? payout.createdAt)}</td>
      <td className={cell}>{payout.reference}</td>
      <td className={amount}>{formatPaise(payout.amountPaise)}</td>
      <td className={cell}>{PAYOUT_STATE_LABELS[payout.state]}</td>
      <td className={cell}>{payout.state === 'failed' ? (payout.failureReason ?? '') : (payout.utr ?? '')}</td>
    </tr>
  ));
  return (
    <EarningsTable
      label="Payouts"
      headings={['Date', 'Reference', 'Amount', 'State', 'UTR']}
      amounts={['Amount']}
      empty="No payouts yet"
      rows={rows}
    />
  );
}

const STATEMENT_HEADINGS = [
  'Order',
  'Delivered on',
  'Gross',
  'Commission',
  'GST on commission',
  'TCS',
  'TDS',
  'Net',
  'State',
] as const;
const STATEMENT_AMOUNTS = ['Gross', 'Commission', 'GST on commission', 'TCS', 'TDS', 'Net'] as const;

export function StatementTable({ statement }: { statement: SellerEarnings['statement'] }) {
  const rows = statement.map((row) => (
    <tr key={row.orderId} className="border-t border-stone-100">
      <td className={`${cell} font-semibold whitespace-nowrap`}>#{row.orderNumber}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatIndianDate(row.deliveredAt)}</td>
      <td className={amount}>{formatPaise(row.grossPaise)}</td>
      <td className={amount}>{formatPaise(row.commissionPaise)}</td>
      <td className={amount}>{formatPaise(row.gstOnCommissionPaise)}</td>
      <td className={amount}>{formatPaise(row.tcsPaise)}</td>
      <td className={amount}>{formatPaise(row.tdsPaise)}</td>
      <td className={`${amount} font-semibold`}>{formatPaise(row.netPaise)}</td>
      <td className={cell}>{SETTLEMENT_STATE_LABELS[row.state]}</td>
    </tr>
  ));
  return (
    <EarningsTable
      label="Statement"
      headings={STATEMENT_HEADINGS}
      amounts={STATEMENT_AMOUNTS}
      empty="No delivered orders yet"
      rows={rows}
    />
  );
}

interface InvoicesTableProps {
  invoices: SellerEarnings['invoices'];
  onDownload: (invoice: SellerEarnings['invoices'][number]) => void;
}

export function EarningsInvoicesTable({ invoices, onDownload }: InvoicesTableProps) {
  const rows = invoices.map((invoice) => (
    <tr key={invoice.id} className="border-t border-stone-100">
      <td className={`${cell} whitespace-nowrap`}>{invoice.number}</td>
      <td className={`${cell} whitespace-nowrap`}>#{invoice.orderNumber}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatIndianDate(invoice.issuedOn)}</td>
      <td className={amount}>{formatPaise(invoice.totalPaise)}</td>
      <td className={cell}>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDownload(invoice)}
          aria-label={`Download ${invoice.number}`}
        >
          Download
        </Button>
      </td>
    </tr>
  ));
  return (
    <EarningsTable
      label="Invoices"
      headings={['Number', 'Order', 'Date', 'Total', 'Actions']}
      amounts={['Total']}
      empty="No invoices yet"
      rows={rows}
    />
  );
}
