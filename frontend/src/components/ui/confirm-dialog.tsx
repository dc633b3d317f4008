import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';
import { INPUT_CLASSES } from './text-field';

export const REASON_MAX_LENGTH = 500;

interface ReasonField {
  label: string;
  /** The message when it is left blank; without one the reason may be left out. */
  requiredMessage?: string;
  /** A line under the field: who will read the reason. */
  hint?: string;
}

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  /** Ask for a reason too (a textarea), passed to `onConfirm`. */
  reason?: ReasonField;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const schemaOf = (reason?: ReasonField) =>
  z.object({
    reason: z
      .string()
      .trim()
      .max(REASON_MAX_LENGTH, `The reason must be at most ${REASON_MAX_LENGTH} characters`)
      .refine((r) => !reason?.requiredMessage || r.length > 0, reason?.requiredMessage ?? ''),
  });

/**
 * The page's own 'are you sure?' (instead of the browser's confirm and prompt): a question, optionally a reason,
 * and the choice; Cancel, Escape and the backdrop leave everything as it was.
 */
export function ConfirmDialog({
  title,
  children,
  reason,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(schemaOf(reason)), defaultValues: { reason: '' } });
  const submit = handleSubmit(({ reason: text }) => onConfirm(text.trim()));
  const fieldError = errors.reason?.message;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      variant="centred"
      dismissible={!busy}
      initialFocus={reason ? 'textarea' : undefined}
    >
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-4">
        {children ? <div className="text-sm text-stone-700">{children}</div> : null}
        <FormAlert message={error ?? null} />
        {reason ? (
          <div className="space-y-1">
            <label htmlFor={reasonId} className="block text-sm font-medium text-stone-800">
              {reason.label}
              {reason.requiredMessage ? <span aria-hidden="true"> *</span> : null}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              {...register('reason')}
              className={`${INPUT_CLASSES} h-auto py-2`}
            />
            {reason.hint ? <p className="text-xs text-stone-500">{reason.hint}</p> : null}
            {fieldError ? (
              <p id={errorId} className="text-sm text-red-700">
                {fieldError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
