import { formatRupees, GRIEVANCE_TOPIC_LABELS, ISSUE_KIND_LABELS, type Issue } from '@thindi/contracts';
import { useId, useState } from 'react';
import { IssueAnswerDialog } from '@/components/issues/issue-answer-dialog';
import { IssueReportDetails, OverdueBadge } from '@/components/issues/issue-report-details';
import {
  indiaDate,
  indiaDateTime,
  issueHistoryLabel,
  ISSUE_STATUS_LABELS,
  replacementText,
  resolutionText,
} from '@/components/issues/issue-text';
import { Button } from '@/components/ui/button';
import { useDecideIssue } from '../hooks/use-admin-support';
import { AnswerComplaintDialog } from './answer-complaint-dialog';

function History({ issue, id }: { issue: Issue; id: string }) {
  return (
    <ol id={id} aria-label={`History of ${issue.number}`} className="space-y-2 text-sm">
      {issue.history.map((entry, index) => (
        <li key={`${entry.status}-${index}`} className="rounded-lg bg-stone-50 p-2">
          <span className="font-semibold">{issueHistoryLabel(entry)}</span>
          {entry.note ? <span className="break-words"> — {entry.note}</span> : null}
          <span className="block text-xs text-stone-500">{`${indiaDateTime(entry.at)} · by the ${entry.by}`}</span>
        </li>
      ))}
    </ol>
  );
}

function AnswerButton({ issue }: { issue: Issue }) {
  const [answering, setAnswering] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setAnswering(true)}>
        Answer
      </Button>
      {answering ? <AnswerComplaintDialog issue={issue} onClose={() => setAnswering(false)} /> : null}
    </>
  );
}

function DecideButton({ issue }: { issue: Issue }) {
  const [deciding, setDeciding] = useState(false);
  const decide = useDecideIssue(issue.number);
  return (
    <>
      <Button size="sm" onClick={() => setDeciding(true)}>
        Decide
      </Button>
      {deciding ? (
        <IssueAnswerDialog
          issue={issue}
          title={`Decide ticket ${issue.number}`}
          consequence="Your decision is final: the ticket is settled and the shopper and the seller are told."
          submitLabel="Decide"
          answer={decide}
          onClose={() => setDeciding(false)}
        />
      ) : null}
    </>
  );
}

/**
 * One ticket in the Support tab: where it stands (overdue flagged), the order and seller, what was reported, the
 * seller's answer or the settlement (and where a replacement stands); its history on demand, and 'Decide' while it
 * is unsettled. A complaint not about one order shows its topic and is settled by 'Answer'.
 */
export function AdminIssueItem({ issue }: { issue: Issue }) {
  const [expanded, setExpanded] = useState(false);
  const historyId = useId();
  const complaint = issue.kind === 'complaint';
  return (
    <li aria-label={`Ticket ${issue.number}`} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">
          {`${issue.number} · ${ISSUE_STATUS_LABELS[issue.status]}`}
          <OverdueBadge overdue={issue.overdue} />
        </h3>
        <span className="text-sm text-stone-600">
          {complaint ? 'Not about an order' : `Order #${issue.orderNumber} · ${issue.sellerName}`}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {`${complaint ? `${ISSUE_KIND_LABELS.complaint}: ${issue.topic ? GRIEVANCE_TOPIC_LABELS[issue.topic] : ''}` : `${ISSUE_KIND_LABELS[issue.kind]} · ${formatRupees(issue.value)}`} · Acknowledge by ${indiaDate(issue.acknowledgeBy)} · Resolve by ${indiaDate(issue.resolveBy)}`}
      </p>
      <IssueReportDetails issue={issue} />
      {issue.resolution ? (
        <p className="break-words text-sm text-stone-800">
          {`${issue.status === 'resolved' ? (complaint ? 'Answered' : 'Settled') : "Seller's answer"}: ${resolutionText(issue.resolution)}`}
        </p>
      ) : null}
      {issue.replacement ? (
        <p data-testid="replacement-state" className="break-words text-sm text-stone-800">
          {replacementText(issue.replacement)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={expanded}
          aria-controls={expanded ? historyId : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide history' : 'Show history'}
        </Button>
        {issue.status !== 'resolved' && complaint ? <AnswerButton issue={issue} /> : null}
        {issue.status !== 'resolved' && !complaint ? <DecideButton issue={issue} /> : null}
      </div>
      {expanded ? <History issue={issue} id={historyId} /> : null}
    </li>
  );
}
