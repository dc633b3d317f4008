import { GRIEVANCE_TOPIC_LABELS, type Issue } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { IssueReportDetails, OverdueBadge } from '@/components/issues/issue-report-details';
import { issueHistoryLabel } from '@/components/issues/issue-text';
import { useTicket, useTicketOrder } from '../hooks/use-ticket';
import { indiaDate, indiaDateTime, ISSUE_KIND_LABELS, issueStatusLabel } from './issue-model';
import { TicketOutcome } from './ticket-outcome';

/** What the ticket is about: the order and its seller, or the topic of a complaint to the grievance officer. */
function About({ issue }: { issue: Issue }) {
  if (issue.orderId === null || issue.topic)
    return (
      <div>
        <dt className="font-semibold">About</dt>
        <dd>{issue.topic ? GRIEVANCE_TOPIC_LABELS[issue.topic] : 'Thindi'}</dd>
      </div>
    );
  return (
    <div>
      <dt className="font-semibold">Order</dt>
      <dd>
        <Link to={`/orders/${encodeURIComponent(issue.orderId)}`} className="underline">
          {`Order #${issue.orderNumber}`}
        </Link>
        {` · ${issue.sellerName}`}
      </dd>
    </div>
  );
}

function Details({ issue }: { issue: Issue }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <About issue={issue} />
      <div>
        <dt className="font-semibold">{issue.kind === 'complaint' ? 'Ticket' : 'Problem'}</dt>
        <dd>{ISSUE_KIND_LABELS[issue.kind]}</dd>
      </div>
      <div>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="ticket-status">
          {issueStatusLabel(issue.status)}
          <OverdueBadge overdue={issue.overdue} />
        </dd>
      </div>
      <div>
        <dt className="font-semibold">Opened</dt>
        <dd>{indiaDateTime(issue.createdAt)}</dd>
      </div>
      <div>
        <dt className="font-semibold">Acknowledged by</dt>
        <dd>{indiaDate(issue.acknowledgeBy)}</dd>
      </div>
      <div>
        <dt className="font-semibold">Resolved by</dt>
        <dd>{indiaDate(issue.resolveBy)}</dd>
      </div>
    </dl>
  );
}

/** The offer or the settlement, with what the ticket's order tells of how a refund is paid. */
function Outcome({ issue }: { issue: Issue }) {
  const ticketOrder = useTicketOrder(
    issue.orderId ?? '',
    issue.orderId !== null && issue.resolution?.kind === 'refund',
  );
  return <TicketOutcome issue={issue} ticketOrder={ticketOrder} />;
}

function Report({ issue }: { issue: Issue }) {
  return (
    <section aria-label="What was reported" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="font-semibold text-stone-900">What was reported</h2>
      <IssueReportDetails issue={issue} />
    </section>
  );
}

function History({ issue }: { issue: Issue }) {
  return (
    <section aria-label="Ticket history">
      <h2 className="mb-2 font-semibold text-stone-900">History</h2>
      <ol className="space-y-2 text-sm">
        {issue.history.map((entry, index) => (
          <li key={`${entry.status}-${index}`} className="rounded-lg bg-white p-3">
            <span className="font-semibold">{issueHistoryLabel(entry)}</span>
            {entry.note ? <span> — {entry.note}</span> : null}
            <span className="block text-xs text-stone-500">{indiaDateTime(entry.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /support/:number: one of the shopper's tickets, with the order it is about, what was reported, its status, the
 * dates by which it is to be acknowledged (48 hours) and resolved (30 days), the seller's offer (to accept or
 * escalate) or the settlement and its refund, and its history.
 */
export function TicketPage({ number }: { number: string }) {
  const ticket = useTicket(number);
  const back = (
    <Link to="/orders" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Your orders
    </Link>
  );

  let body;
  if (ticket.isPending) body = <LoadingState label="Loading..." />;
  else if (!ticket.data) {
    body = (
      <div className="space-y-3 py-12 text-center">
        <p className="text-lg font-semibold text-stone-900">Ticket not found</p>
        {back}
      </div>
    );
  } else {
    const issue = ticket.data;
    body = (
      <section aria-label={`Ticket ${issue.number}`} className="space-y-4">
        {back}
        <h1 className="font-display text-2xl font-bold text-stone-900">{`Ticket ${issue.number}`}</h1>
        <Details issue={issue} />
        <Outcome issue={issue} />
        <Report issue={issue} />
        <History issue={issue} />
      </section>
    );
  }
  return <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">{body}</div>;
}
