import { zodResolver } from '@hookform/resolvers/zod';
import type { Issue } from '@thindi/contracts';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { indiaDateTime, replacementText, resolutionText } from '@/components/issues/issue-text';
import { errorMessage } from '@/lib/api-client';
import { useAcceptAnswer } from '../hooks/use-ticket-answer';
import { acceptFormSchema, type AcceptFields, type AcceptValues } from './refund-upi.schema';
import { asksRefundUpiId, type TicketOrder } from './refund-model';
import { TicketRefund } from './ticket-refund';

// The dialog and its form load only when the shopper opens it.
const EscalateTicketDialog = lazy(() =>
  import('./escalate-ticket-dialog').then((m) => ({ default: m.EscalateTicketDialog })),
);

/** The heading of the answer shown: the seller's offer, the settlement, or the answer now with the officer. */
function outcomeHeading(issue: Issue): string {
  if (issue.resolution?.kind === 'answer') return 'The grievance officer answered';
  if (issue.status === 'resolved')
    return issue.resolution?.by === 'admin' ? 'The grievance officer decided' : 'Settled';
  if (issue.status === 'escalated') return "The seller's answer";
  return "The seller's offer";
}

interface RespondProps {
  issue: Issue;
  respondBy: string;
  /** Asks for the UPI ID the refund is sent to (an offered refund of an order paid cash on delivery). */
  asksUpiId: boolean;
}

/**
 * While the seller's answer waits for the shopper: accept it (a refund with the UPI ID a cash-on-delivery refund goes
 * to, which may also be given later; a replacement needs none), or escalate it before it stands as accepted.
 */
function Respond({ issue, respondBy, asksUpiId }: RespondProps) {
  const accept = useAcceptAnswer(issue);
  const [escalating, setEscalating] = useState(false);
  const { control, handleSubmit } = useForm<AcceptFields, unknown, AcceptValues>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { refundUpiId: issue.refundUpiId ?? '' },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(({ refundUpiId }) => accept.mutate(asksUpiId ? refundUpiId : undefined));
  const standsOn = indiaDateTime(respondBy);
  const replacement = issue.resolution?.kind === 'replacement';
  return (
    <div className="space-y-3">
      {replacement ? (
        <p className="text-sm text-stone-700">
          Once you accept, the seller sends the reported items again at no charge.
        </p>
      ) : null}
      <p className="text-sm text-stone-700">{`If you do nothing, this answer stands as accepted on ${standsOn}.`}</p>
      <form noValidate aria-label="Your answer" onSubmit={(event) => void submit(event)} className="space-y-3">
        <FormAlert message={accept.isError ? errorMessage(accept.error, 'Could not accept the answer') : null} />
        {asksUpiId ? (
          <FormTextField
            control={control}
            name="refundUpiId"
            label="UPI ID for the refund"
            hint="Cash on delivery is refunded by UPI, like name@okbank. You can also give it later."
            autoComplete="off"
            autoCapitalize="none"
            showError
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={accept.isPending}>
            {accept.isPending ? 'Accepting...' : replacement ? 'Accept the replacement' : 'Accept'}
          </Button>
          <Button size="sm" variant="outline" disabled={accept.isPending} onClick={() => setEscalating(true)}>
            Escalate to the grievance officer
          </Button>
        </div>
      </form>
      {escalating ? (
        <Suspense fallback={null}>
          <EscalateTicketDialog issue={issue} standsOn={standsOn} onClose={() => setEscalating(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

interface TicketOutcomeProps {
  issue: Issue;
  /** The ticket's order: how it was paid decides whether a refund asks for a UPI ID. */
  ticketOrder: TicketOrder;
}

/**
 * The seller's offer or the settlement ('Refund of ₹1,234.00', a replacement, or the reason of a decline); while the
 * offer waits for the shopper, 'Accept' and 'Escalate to the grievance officer' (a UPI ID asked for a refund only);
 * once settled with a refund or a replacement, where it stands.
 */
export function TicketOutcome({ issue, ticketOrder }: TicketOutcomeProps) {
  if (!issue.resolution) return null;
  const heading = outcomeHeading(issue);
  const asksUpiId = issue.resolution.kind === 'refund' && asksRefundUpiId(issue, ticketOrder);
  return (
    <section aria-label={heading} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="font-semibold text-stone-900">{heading}</h2>
      <p data-testid="ticket-resolution" className="whitespace-pre-line break-words text-sm text-stone-800">
        {resolutionText(issue.resolution)}
      </p>
      {issue.replacement ? (
        <p data-testid="ticket-replacement" className="break-words text-sm font-medium text-stone-800">
          {replacementText(issue.replacement)}
        </p>
      ) : null}
      {issue.status === 'offered' && issue.respondBy ? (
        <Respond issue={issue} respondBy={issue.respondBy} asksUpiId={asksUpiId} />
      ) : null}
      <TicketRefund issue={issue} ticketOrder={ticketOrder} />
    </section>
  );
}
