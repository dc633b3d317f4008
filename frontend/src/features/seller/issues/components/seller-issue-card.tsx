import { ISSUE_KIND_LABELS, type Issue } from '@thindi/contracts';
import { useState } from 'react';
import { IssueAnswerDialog } from '@/components/issues/issue-answer-dialog';
import { IssueReportDetails, OverdueBadge } from '@/components/issues/issue-report-details';
import {
  indiaDate,
  indiaDateTime,
  ISSUE_STATUS_LABELS,
  replacementText,
  resolutionText,
} from '@/components/issues/issue-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAnswerIssue, useMoveReplacement } from '../hooks/use-seller-issues';
import { ShipReplacementDialog } from './ship-replacement-dialog';

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

function ShipButton({ issue }: { issue: Issue }) {
  const [shipping, setShipping] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setShipping(true)}>
        Ship replacement
      </Button>
      {shipping ? <ShipReplacementDialog issue={issue} onClose={() => setShipping(false)} /> : null}
    </>
  );
}

function DeliveredButton({ issue }: { issue: Issue }) {
  const [asking, setAsking] = useState(false);
  const move = useMoveReplacement(issue.number);
  return (
    <>
      <Button size="sm" onClick={() => setAsking(true)}>
        Mark replacement delivered
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Replacement for ${issue.number} delivered?`}
          confirmLabel="Mark delivered"
          busyLabel="Saving..."
          busy={move.isPending}
          error={move.isError ? errorMessage(move.error, 'The replacement could not be marked delivered') : null}
          onConfirm={() => move.mutate({ status: 'delivered' }, { onSuccess: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        >
          Only once the shopper has received it: the ticket then shows it delivered.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** A replacement the ticket was settled with: where it stands, and the seller's next step with it. */
function ReplacementState({ issue }: { issue: Issue }) {
  if (!issue.replacement) return null;
  const { status } = issue.replacement;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p data-testid="replacement-state" className="break-words text-sm font-medium text-stone-800">
        {replacementText(issue.replacement)}
      </p>
      {status === 'to-send' ? <ShipButton issue={issue} /> : null}
      {status === 'shipped' ? <DeliveredButton issue={issue} /> : null}
    </div>
  );
}

/**
 * One ticket in the seller's Problems reported tab: the order, what went wrong with which items, the shopper's
 * words and photos, by when to answer (flagged once overdue), the answer given, and 'Answer' while it waits; once
 * settled with a replacement, where it stands with 'Ship replacement' and then 'Mark replacement delivered'.
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
      <ReplacementState issue={issue} />
      {issue.status === 'open' ? <AnswerButton issue={issue} /> : null}
    </li>
  );
}
