import type { Issue } from '@thindi/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { indiaDateTime, resolutionText } from '@/components/issues/issue-text';
import { errorMessage } from '@/lib/api-client';
import { useAcceptAnswer } from '../hooks/use-ticket-answer';

// The dialog and its form load only when the shopper opens it.
const EscalateTicketDialog = lazy(() =>
  import('./escalate-ticket-dialog').then((m) => ({ default: m.EscalateTicketDialog })),
);

/** The heading of the answer shown: the seller's offer, the settlement, or the answer now with the officer. */
function outcomeHeading(issue: Issue): string {
  if (issue.status === 'resolved')
    return issue.resolution?.by === 'admin' ? 'The grievance officer decided' : 'Settled';
  if (issue.status === 'escalated') return "The seller's answer";
  return "The seller's offer";
}

/** While the seller's answer waits for the shopper: accept it, or escalate it before it stands as accepted. */
function Respond({ issue, respondBy }: { issue: Issue; respondBy: string }) {
  const accept = useAcceptAnswer(issue);
  const [escalating, setEscalating] = useState(false);
  const standsOn = indiaDateTime(respondBy);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">{`If you do nothing, this answer stands as accepted on ${standsOn}.`}</p>
      <FormAlert message={accept.isError ? errorMessage(accept.error, 'Could not accept the answer') : null} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate()}>
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <Button size="sm" variant="outline" disabled={accept.isPending} onClick={() => setEscalating(true)}>
          Escalate to the grievance officer
        </Button>
      </div>
      {escalating ? (
        <Suspense fallback={null}>
          <EscalateTicketDialog issue={issue} standsOn={standsOn} onClose={() => setEscalating(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The seller's offer or the settlement ('Refund of ₹1,234.00', or the reason of a decline), and while the offer
 * waits for the shopper, 'Accept' and 'Escalate to the grievance officer'.
 */
export function TicketOutcome({ issue }: { issue: Issue }) {
  if (!issue.resolution) return null;
  const heading = outcomeHeading(issue);
  return (
    <section aria-label={heading} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="font-semibold text-stone-900">{heading}</h2>
      <p data-testid="ticket-resolution" className="whitespace-pre-line break-words text-sm text-stone-800">
        {resolutionText(issue.resolution)}
      </p>
      {issue.status === 'offered' && issue.respondBy ? <Respond issue={issue} respondBy={issue.respondBy} /> : null}
    </section>
  );
}
