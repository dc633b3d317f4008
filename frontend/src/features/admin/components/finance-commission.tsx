import type { CommissionRate } from '@thindi/contracts';
import { useState } from 'react';
import { FormNotice } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/format-date';
import { cell } from './admin-list';
import { CommissionForm } from './commission-form';
import { FinanceSection, FinanceTable } from './finance-section';

interface FinanceCommissionProps {
  defaultPercent: number;
  rates: CommissionRate[];
}

/** The commission the marketplace keeps: the default, each category's own rate, and the form that sets one. */
export function FinanceCommission({ defaultPercent, rates }: FinanceCommissionProps) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <FinanceSection title="Commission">
      <p className="text-sm text-stone-700">
        Default rate: <strong>{`${defaultPercent}%`}</strong> for categories without their own
      </p>
      <FinanceTable
        label="Commission rates"
        columns={['Category', 'Rate', 'Valid from']}
        rows={rates.map((rate) => (
          <tr key={rate.category} className="border-t border-stone-100">
            <td className={`${cell} capitalize`}>{rate.category}</td>
            <td className={cell}>{`${rate.ratePercent}%`}</td>
            <td className={cell}>{formatDate(rate.validFrom)}</td>
          </tr>
        ))}
        empty="Every category pays the default rate"
      />
      <FormNotice message={notice} />
      <div className="rounded-2xl border border-stone-200 bg-white p-4">
        <CommissionForm onSaved={setNotice} />
      </div>
    </FinanceSection>
  );
}
