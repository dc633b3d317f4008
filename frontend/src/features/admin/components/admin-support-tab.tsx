import { ISSUE_STATUSES, type IssueStatus } from '@thindi/contracts';
import { useState } from 'react';
import { ISSUE_STATUS_LABELS } from '@/components/issues/issue-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminSupport } from '../hooks/use-admin-support';
import { AdminIssueItem } from './admin-issue-item';

type Filter = IssueStatus | 'all';
const FILTERS: readonly Filter[] = ['all', ...ISSUE_STATUSES];
const filterLabel = (filter: Filter) => (filter === 'all' ? 'All' : ISSUE_STATUS_LABELS[filter]);

function IssueList({ filter }: { filter: Filter }) {
  const { issues, loading, failed } = useAdminSupport(filter === 'all' ? {} : { status: filter });
  if (loading) return <Spinner label="Loading..." />;
  if (failed) return <p className="text-sm text-stone-500">Could not load tickets. Please try again later.</p>;
  if (issues.length === 0) return <p className="py-6 text-center text-stone-600">No tickets</p>;
  return (
    <ul aria-label="Tickets" className="space-y-3">
      {issues.map((issue) => (
        <AdminIssueItem key={issue.id} issue={issue} />
      ))}
    </ul>
  );
}

/**
 * Support: the shoppers' tickets, escalated and overdue first, filtered by where they stand. The admin is the
 * grievance officer: a decision (a refund of at most what the items cost, or a decline with a reason) is final.
 */
export function AdminSupportTab() {
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <section aria-labelledby="support-heading" className="space-y-4">
      <h2 id="support-heading" className="font-display text-xl font-bold text-stone-900">
        Support
      </h2>
      <div role="group" aria-label="Show tickets" className="flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {filterLabel(value)}
          </Button>
        ))}
      </div>
      <IssueList filter={filter} />
    </section>
  );
}
