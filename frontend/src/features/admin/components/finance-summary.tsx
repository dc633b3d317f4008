import type { AdminFinance } from '@thindi/contracts';
import { currentMonth, formatPaise, monthFigures } from './finance-model';

function MoneyCard({ label, paise, note }: { label: string; paise: number; note: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-2xl border border-amber-100 bg-white p-5">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{formatPaise(paise)}</p>
      <p className="mt-1 text-xs text-stone-500">{note}</p>
    </div>
  );
}

/** This month's commission and taxes collected, and the sellers' money the platform holds or can pay out. */
export function FinanceSummary({ finance }: { finance: AdminFinance }) {
  const month = monthFigures(finance.months, currentMonth());
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <MoneyCard label="Commission this month" paise={month.commissionPaise} note="Earned on delivered parts" />
      <MoneyCard label="TCS this month" paise={month.tcsPaise} note="Collected for GSTR-8" />
      <MoneyCard label="TDS this month" paise={month.tdsPaise} note="Deducted under section 194-O" />
      <MoneyCard label="Held in return window" paise={finance.heldPaise} note="Not payable yet" />
      <MoneyCard label="Available for payout" paise={finance.availablePaise} note="Not yet in a due payout" />
    </div>
  );
}
