import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { Fulfilment, Issue, IssueKind, OrderItem } from '@thindi/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import type { IssueReportBody } from '../api/issues.api';
import { reportIssueFormSchema, type ReportIssueFields, type ReportIssueValues } from './report-issue.schema';
import { ReviewPhotosField, uploadPhotos, type PickedPhoto } from './review-photos-field';

interface ReportIssueFormProps {
  part: Fulfilment;
  /** The part's lines that may be reported (those without an open ticket). */
  items: OrderItem[];
  /** The kinds the part allows, each in the shopper's words. */
  kinds: readonly { kind: IssueKind; label: string }[];
  /** Asks for the UPI ID a refund is sent to: the order was paid cash on delivery. */
  asksRefundUpiId: boolean;
  /** Sends the report (photos already uploaded): the order page's, so the form's chunk holds only the form. */
  send: (body: IssueReportBody) => Promise<Issue>;
  onReported: (issue: Issue) => void;
  onCancel: () => void;
}

/** A field's message under it, named so its input can point at it (`aria-describedby`). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** The report as the API takes it: the lines picked, each with the number of packs the problem is with. */
function toReport(values: ReportIssueValues, items: OrderItem[]) {
  const lines = items.flatMap((item, i) => {
    const line = values.lines[i];
    if (!line?.picked) return [];
    return [
      { productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), quantity: line.quantity },
    ];
  });
  const upi = values.refundUpiId ? { refundUpiId: values.refundUpiId } : {};
  return { kind: values.kind, lines, description: values.description, ...upi };
}

/**
 * 'Report a problem' with one seller's part: what went wrong, which items and how many, what happened, up to 3
 * photos, and for cash on delivery the UPI ID a refund would go to (neither for a parcel that never came: it was
 * not paid for). The server's refusal stays in the form with what was typed.
 */
export function ReportIssueForm({
  part,
  items,
  kinds,
  asksRefundUpiId,
  send,
  onReported,
  onCancel,
}: ReportIssueFormProps) {
  const id = useId();
  const notDelivered = kinds.length === 1 && kinds[0].kind === 'not-delivered';
  const { register, control, handleSubmit, setError, formState } = useForm<
    ReportIssueFields,
    unknown,
    ReportIssueValues
  >({
    resolver: zodResolver(reportIssueFormSchema),
    defaultValues: {
      kind: kinds.length === 1 ? kinds[0].kind : undefined,
      // A parcel that never came is missing as a whole; a delivered one is usually a problem with some items.
      lines: items.map((item) => ({ picked: notDelivered, quantity: item.quantity })),
      description: '',
      refundUpiId: '',
    },
    reValidateMode: 'onSubmit',
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const errors = formState.errors;
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const save = useMutation({
    mutationFn: async (values: ReportIssueValues) => {
      const urls = photos.length > 0 ? await uploadPhotos(photos, setPhotos) : [];
      return send({ ...toReport(values, items), ...(urls.length > 0 ? { photos: urls } : {}) });
    },
    onSuccess: onReported,
    onError: (error) =>
      setError('root.server', { message: errorMessage(error, 'Your report could not be sent. Please try again.') }),
  });

  return (
    <form
      noValidate
      aria-label={`Report a problem with the items from ${part.sellerName}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="space-y-4 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <FormAlert message={errors.root?.server?.message ?? null} />
      <fieldset aria-describedby={errors.kind ? `${id}-kind` : undefined} className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">What went wrong?</legend>
        {kinds.map(({ kind, label }) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input type="radio" value={kind} {...register('kind')} />
            {label}
          </label>
        ))}
        <FieldError id={`${id}-kind`} message={errors.kind?.message} />
      </fieldset>
      <fieldset aria-describedby={linesError ? `${id}-lines` : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">Which items?</legend>
        {items.map((item, i) => (
          <div key={`${item.productId}-${item.variantId ?? ''}`} className="flex flex-wrap items-center gap-3 text-sm">
            <label className="flex flex-1 items-center gap-2">
              <input type="checkbox" {...register(`lines.${i}.picked`)} />
              {`${item.productName} · ${item.variantLabel}`}
            </label>
            <label className="flex items-center gap-2">
              <span className="sr-only">{`How many of ${item.productName}`}</span>
              <span aria-hidden="true">How many</span>
              <select
                {...register(`lines.${i}.quantity`, { valueAsNumber: true })}
                className="rounded border px-2 py-1"
              >
                {Array.from({ length: item.quantity }, (_, n) => (
                  <option key={n + 1} value={n + 1}>
                    {n + 1}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ))}
        <FieldError id={`${id}-lines`} message={linesError} />
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-stone-800">
          What happened?<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-text`}
          required
          rows={4}
          maxLength={2000}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description` : undefined}
          {...register('description')}
          className={`${INPUT_CLASSES} h-auto py-2`}
        />
        <FieldError id={`${id}-description`} message={errors.description?.message} />
      </div>
      {notDelivered ? null : <ReviewPhotosField photos={photos} onChange={setPhotos} disabled={save.isPending} />}
      {asksRefundUpiId && !notDelivered ? (
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Sending...' : 'Send report'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
