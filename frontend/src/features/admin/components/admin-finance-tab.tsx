import type { AdminFinance } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { saveFile } from '@/lib/save-file';
import { adminApi } from '../api/admin.api';
import { useAdminFinance, useFinanceChange } from '../hooks/use-admin-finance';
import { FinanceCommission } from './finance-commission';
import { formatPaise } from './finance-model';
import { FinanceMonths } from './finance-months';
import { DuePayoutsTable, RecentPayoutsTable } from './finance-payouts';
import { FinanceSection } from './finance-section';
import { FinanceSummary } from './finance-summary';

interface Outcome {
  notice: string | null;
  alert: string | null;
}

const created = (count: number, totalPaise: number) =>
  count === 0 ? 'No payouts were due' : `Created ${count} payout(s) for ${formatPaise(totalPaise)}`;

/** Due payouts with the run (the schedule makes them weekly; this makes them now) and the bank's bulk file. */
function DuePayouts({ finance }: { finance: AdminFinance }) {
  const [outcome, setOutcome] = useState<Outcome>({ notice: null, alert: null });
  const [downloading, setDownloading] = useState(false);
  const run = useFinanceChange('run', adminApi.runPayouts);
  const createDue = () => {
    setOutcome({ notice: null, alert: null });
    run.mutate(undefined, {
      onSuccess: ({ created: made }) =>
        setOutcome({
          notice: created(
            made.length,
            made.reduce((sum, p) => sum + p.amountPaise, 0),
          ),
          alert: null,
        }),
      onError: (error) => setOutcome({ notice: null, alert: errorMessage(error, 'Could not create the payouts') }),
    });
  };
  const downloadBankFile = async () => {
    setDownloading(true);
    setOutcome({ notice: null, alert: null });
    try {
      saveFile(await adminApi.bankCsv(), 'bank-payouts.csv');
    } catch (error) {
      setOutcome({ notice: null, alert: errorMessage(error, 'Could not download the bank file') });
    } finally {
      setDownloading(false);
    }
  };
  const actions = (
    <>
      <Button size="sm" disabled={run.isPending} onClick={createDue}>
        {run.isPending ? 'Creating...' : 'Create due payouts'}
      </Button>
      <Button size="sm" variant="outline" disabled={downloading} onClick={() => void downloadBankFile()}>
        {downloading ? 'Downloading...' : 'Download bank file'}
      </Button>
    </>
  );
  return (
    <FinanceSection title="Due payouts" actions={actions}>
      <p className="text-sm text-stone-600">{`Next scheduled run: ${formatDateTime(finance.nextPayoutAt)}`}</p>
      <FormNotice message={outcome.notice} />
      <FormAlert message={outcome.alert} />
      <DuePayoutsTable payouts={finance.duePayouts} />
    </FinanceSection>
  );
}

/**
 * Finance: the marketplace's commission and the taxes it collects (TCS, TDS) month by month with the GSTR-8 file,
 * the sellers' payouts (made, paid with the bank's UTR, or failed) and the commission rates.
 */
export function AdminFinanceTab() {
  const { finance, loading, failed } = useAdminFinance();
  if (loading) return <Spinner label="Loading..." />;
  if (failed || !finance)
    return <p className="text-sm text-stone-500">Could not load the finance figures. Please try again later.</p>;
  return (
    <div className="space-y-8">
      <FinanceSummary finance={finance} />
      <FinanceMonths months={finance.months} />
      <DuePayouts finance={finance} />
      <FinanceSection title="Recent payouts">
        <RecentPayoutsTable payouts={finance.recentPayouts} />
      </FinanceSection>
      <FinanceCommission defaultPercent={finance.defaultCommissionPercent} rates={finance.commissionRates} />
    </div>
  );
}
