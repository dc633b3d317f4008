import { ISSUE_KIND_LABELS, type Issue } from '@thindi/contracts';
import { useState } from 'react';
import { IssueAnswerDialog } from '@/components/issues/issue-answer-dialog';
import { IssueReportDetails, OverdueBadge } from '@/components/issues/issue-report-details';
import { indiaDate, indiaDateTime, ISSUE_STATUS_LABELS, resolutionText } from '@/components/issues/issue-text';
import { Button } from '@/components/ui/button';
import { useAnswerIssue } from '../hooks/use-seller-issues';

function AnswerButton({ issue }: { issue: Issue }) {
  const [answering, setAnswering] = useState(false);
  const answer = useAnswerIssue(issue.number);
  return (
    <>
      <Button size="sm" onClick={() => setAnswering(true)}>
        Answer
      </Button>
      {answering ? (
        <IssueAnswerDialog
          issue={issue}
          title={`Answer ticket ${issue.number}`}
          consequence="The shopper may accept your answer or take it to the grievance officer."
          submitLabel="Send answer"
          answer={answer}
          onClose={() => setAnswering(false)}
        />
      ) : null}
    </>
  );
}

/**
 * One ticket in the seller's Problems reported tab: the order, what went wrong with which items, the shopper's
 * words and photos, by when to answer (flagged once overdue), the answer given, and 'Answer' while it waits.
 */
export function SellerIssueCard({ issue }: { issue: Issue }) {
  return (
    <li aria-label={`Ticket ${issue.number}`} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">
          {`${ISSUE_KIND_LABELS[issue.kind]} · Order #${issue.orderNumber}`}
          <OverdueBadge overdue={issue.overdue} />
        </h3>
        <span className="text-sm text-stone-600">{`${issue.number} · ${ISSUE_STATUS_LABELS[issue.status]}`}</span>
      </div>
      <IssueReportDetails issue={issue} />
      <p className="text-sm text-stone-700">
        {issue.status === 'open'
          ? `Answer by ${indiaDateTime(issue.acknowledgeBy)}`
          : `Reported ${indiaDate(issue.createdAt)} · Resolve by ${indiaDate(issue.resolveBy)}`}
      </p>
      {issue.resolution ? (
        <p className="break-words text-sm text-stone-800">{`Answer: ${resolutionText(issue.resolution)}`}</p>
      ) : null}
      {issue.status === 'open' ? <AnswerButton issue={issue} /> : null}
    </li>
  );
}
