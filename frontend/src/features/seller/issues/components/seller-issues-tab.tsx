import type { IssueStatus } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { useSellerIssues } from '../hooks/use-seller-issues';
import { SellerIssueCard } from './seller-issue-card';

type Filter = IssueStatus | 'all';
const FILTERS: { value: Filter; label: string; empty: string }[] = [
  { value: 'open', label: 'Waiting for your answer', empty: 'No problem waits for your answer' },
  { value: 'all', label: 'All', empty: 'No shopper has reported a problem' },
];

/**
 * Problems reported: the tickets shoppers opened about the seller's parts, what is due first (the server sorts),
 * each with what was reported and, while it waits, 'Answer' (a refund of at most what the items cost, or a decline
 * with a reason).
 */
export function SellerIssuesTab() {
  const [filter, setFilter] = useState<Filter>('open');
  const { issues, loading, failed, reload } = useSellerIssues(filter === 'all' ? {} : { status: filter });
  const empty = FILTERS.find((f) => f.value === filter)?.empty;
  return (
    <section aria-labelledby="seller-issues-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seller-issues-heading" className="font-display text-xl font-bold text-stone-900">
          Problems reported
        </h2>
        <div role="group" aria-label="Show problems" className="flex gap-2">
          {FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'primary' : 'outline'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {loading ? <LoadingState label="Loading problems reported..." /> : null}
      {failed ? (
        <div className="space-y-3">
          <FormAlert message="Could not load the problems reported. Please try again." />
          <Button size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : null}
      {!loading && !failed && issues.length === 0 ? <p className="text-stone-600">{empty}</p> : null}
      {!failed && issues.length > 0 ? (
        <ul aria-label="Tickets" className="space-y-3">
          {issues.map((issue) => (
            <SellerIssueCard key={issue.id} issue={issue} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
