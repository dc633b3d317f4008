import { formatCalendarDate, type Fulfilment, type Issue, type IssueKind } from '@thindi/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/use-public-config';
import type { Order } from '../api/orders.api';
import { useReportIssue } from '../hooks/use-report-issue';
import { useOrderIssues } from '../hooks/use-ticket';
import { indiaDate, isOpenIssue, ISSUE_KIND_LABELS, issueStatusLabel, reportableKinds } from './issue-model';

// The form, its schema and the photo picker load only when a shopper opens it.
const ReportIssueForm = lazy(() => import('./report-issue-form').then((m) => ({ default: m.ReportIssueForm })));

const ticketPath = (issue: Issue) => `/support/${encodeURIComponent(issue.number)}`;

/** What the shopper reads once a report is in, focused so a screen reader hears it. */
function Reported({ issue }: { issue: Issue }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [issue]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      Ticket{' '}
      <Link to={ticketPath(issue)} className="font-semibold underline">
        {issue.number}
      </Link>{' '}
      opened: we&apos;ll acknowledge it by {indiaDate(issue.acknowledgeBy)} and resolve it by{' '}
      {indiaDate(issue.resolveBy)}
    </p>
  );
}

function IssueList({ issues }: { issues: Issue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul aria-label="Problems reported" className="divide-y divide-stone-100">
      {issues.map((issue) => (
        <li key={issue.id} className="py-2">
          <Link to={ticketPath(issue)} className="font-medium text-stone-900 underline">
            {issue.number}
          </Link>
          <span>{` · ${ISSUE_KIND_LABELS[issue.kind]} · ${issue.sellerName} · ${issueStatusLabel(issue.status)}`}</span>
          <span className="block text-stone-600">
            {`Acknowledged by ${indiaDate(issue.acknowledgeBy)} · Resolved by ${indiaDate(issue.resolveBy)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface PartReportProps {
  order: Order;
  part: Fulfilment;
  issues: Issue[];
  kinds: readonly IssueKind[];
  onReported: (issue: Issue) => void;
}

/** A part's 'Report a problem', while it may be reported and some of its lines have no open ticket. */
function PartReport({ order, part, issues, kinds, onReported }: PartReportProps) {
  const [open, setOpen] = useState(false);
  const send = useReportIssue(order._id);
  const taken = (productId: string, variantId: string | null) =>
    issues.some(
      (issue) =>
        isOpenIssue(issue) &&
        issue.lines.some((line) => line.productId === productId && (line.variantId ?? null) === variantId),
    );
  const items = order.items.filter((item) => item.sellerId === part.sellerId && !taken(item.productId, item.variantId));
  if (kinds.length === 0 || items.length === 0) return null;
  const label =
    order.fulfilments.length > 1 ? `Report a problem with the items from ${part.sellerName}` : 'Report a problem';
  return (
    <div className="space-y-2">
      {part.delivery && kinds[0] === 'not-delivered' ? (
        <p className="text-stone-700">{`Not delivered yet: it was due by ${formatCalendarDate(part.delivery.latest)}.`}</p>
      ) : null}
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportIssueForm
            part={part}
            items={items}
            kinds={kinds.map((kind) => ({ kind, label: ISSUE_KIND_LABELS[kind] }))}
            asksRefundUpiId={order.paymentMethod === 'cod'}
            send={send}
            onCancel={() => setOpen(false)}
            onReported={(issue) => {
              setOpen(false);
              onReported(issue);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Problems with the order: 'Report a problem' on each part that allows it (delivered within the window, or shipped
 * and late), the ticket just opened, and the order's tickets with their status and due dates.
 */
export function OrderIssues({ order }: { order: Order }) {
  const issues = useOrderIssues(order._id);
  const [reported, setReported] = useState<Issue | null>(null);
  // ISSUE_WINDOW_DAYS as the server says (GET /api/config): until it is read, only a late part offers a report.
  const windowDays = usePublicConfig().data?.issueWindowDays;
  const parts = order.fulfilments
    .map((part) => ({ part, kinds: reportableKinds(part, windowDays) }))
    .filter(({ kinds }) => kinds.length > 0);
  if (parts.length === 0 && issues.length === 0 && !reported) return null;
  return (
    <section
      aria-label="Problems with this order"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <h2 className="font-semibold text-stone-900">Problems with this order</h2>
      {reported ? <Reported issue={reported} /> : null}
      {parts.map(({ part, kinds }) => (
        <PartReport
          key={part.sellerId}
          order={order}
          part={part}
          issues={issues}
          kinds={kinds}
          onReported={setReported}
        />
      ))}
      <IssueList issues={issues} />
    </section>
  );
}
