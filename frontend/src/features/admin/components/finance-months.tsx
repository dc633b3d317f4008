import type { FinanceMonth } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { adminApi } from '../api/admin.api';
import { cell } from './admin-list';
import { currentMonth, formatPaise, monthLabel } from './finance-model';
import { FinanceSection, FinanceTable } from './finance-section';

const COLUMNS = ['Month', 'Gross', 'Commission', 'GST on commission', 'TCS', 'TDS', 'Promotion expense'];

function MonthRow({ month }: { month: FinanceMonth }) {
  return (
    <tr className="border-t border-stone-100">
      <th scope="row" className={`${cell} whitespace-nowrap font-semibold`}>
        {monthLabel(month.month)}
      </th>
      <td className={cell}>{formatPaise(month.grossPaise)}</td>
      <td className={cell}>{formatPaise(month.commissionPaise)}</td>
      <td className={cell}>{formatPaise(month.gstOnCommissionPaise)}</td>
      <td className={cell}>{formatPaise(month.tcsPaise)}</td>
      <td className={cell}>{formatPaise(month.tdsPaise)}</td>
      <td className={cell}>{formatPaise(month.promotionPaise)}</td>
    </tr>
  );
}

/** The GSTR-8 file of a month the admin picks (this month at first), saved as the server names it. */
function Gstr8Download() {
  const [month, setMonth] = useState(currentMonth);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await adminApi.gstr8Csv(month), `gstr8-${month}.csv`);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not download the GSTR-8 file'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <label className="space-y-1 text-sm font-medium text-stone-800">
        <span className="block">GSTR-8 month</span>
        <input
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          className={`${INPUT_CLASSES} sm:w-44`}
        />
      </label>
      <Button variant="outline" disabled={busy || !month} onClick={() => void download()}>
        {busy ? 'Downloading...' : 'Download GSTR-8 CSV'}
      </Button>
      <div className="basis-full">
        <FormAlert message={failure} />
      </div>
    </>
  );
}

/**
 * Monthly figures: what sellers sold through the marketplace, what it kept and collected in taxes, and what the
 * platform's coupons cost it.
 */
export function FinanceMonths({ months }: { months: FinanceMonth[] }) {
  return (
    <FinanceSection title="Monthly figures" actions={<Gstr8Download />}>
      <FinanceTable
        label="Monthly figures"
        columns={COLUMNS}
        rows={months.map((month) => (
          <MonthRow key={month.month} month={month} />
        ))}
        empty="Nothing settled yet"
      />
    </FinanceSection>
  );
}
