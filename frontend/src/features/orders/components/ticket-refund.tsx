import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees, type Issue } from '@thindi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useRefundUpi } from '../hooks/use-ticket-answer';
import { refundUpiFormSchema, type RefundUpiFields, type RefundUpiValues } from './refund-upi.schema';
import { asksRefundUpiId, refundStateText, ticketRefundOf, type TicketOrder } from './refund-model';

const TITLE = 'Where should we send your refund?';

/**
 * The UPI ID a cash-on-delivery refund is sent to, given or changed while the refund is due; the one saved is
 * shown. The server's refusal (no refund due yet, already paid) stays in the form with what was typed.
 */
function RefundUpiForm({ issue }: { issue: Issue }) {
  const save = useRefundUpi(issue);
  const [saved, setSaved] = useState<string | null>(null);
  const current = saved ?? issue.refundUpiId ?? null;
  const { control, handleSubmit } = useForm<RefundUpiFields, unknown, RefundUpiValues>({
    resolver: zodResolver(refundUpiFormSchema),
    defaultValues: { upiId: current ?? '' },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(({ upiId }) =>
    save.mutate(upiId, { onSuccess: (refund) => setSaved(refund.upiId ?? upiId) }),
  );
  return (
    <form
      noValidate
      aria-label={TITLE}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <h3 className="font-semibold text-stone-900">{TITLE}</h3>
      <p data-testid="refund-upi-id" className="text-sm text-stone-700">
        {current
          ? `We send it to the UPI ID ${current}.`
          : 'Cash on delivery is refunded by UPI: tell us the UPI ID to send it to.'}
      </p>
      <FormNotice message={saved && save.isSuccess ? `Saved: your refund goes to ${saved}` : null} />
      <FormAlert message={save.isError ? errorMessage(save.error, 'Your UPI ID could not be saved') : null} />
      <FormTextField
        control={control}
        name="upiId"
        label="UPI ID"
        hint="As your UPI app shows it, like name@okbank"
        autoComplete="off"
        autoCapitalize="none"
        showError
      />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save UPI ID'}
      </Button>
    </form>
  );
}

/**
 * A ticket settled with a refund: where that refund stands ('Due', or when it was paid and its UTR) and, for an
 * order paid cash on delivery, the UPI ID it is sent to while it is due.
 */
export function TicketRefund({ issue, ticketOrder }: { issue: Issue; ticketOrder: TicketOrder }) {
  if (issue.status !== 'resolved' || issue.resolution?.kind !== 'refund') return null;
  const refund = ticketRefundOf(issue, ticketOrder.order);
  const asks = refund?.state !== 'paid' && asksRefundUpiId(issue, ticketOrder);
  return (
    <>
      {refund ? (
        <p data-testid="ticket-refund-state" className="text-sm text-stone-800">
          {`Your refund of ${formatRupees(refund.amount)}: ${refundStateText(refund)}`}
        </p>
      ) : null}
      {asks ? <RefundUpiForm issue={issue} /> : null}
    </>
  );
}
