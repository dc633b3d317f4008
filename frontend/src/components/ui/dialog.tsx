import X from 'lucide-react/icons/x';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const PANEL = {
  sheet: 'absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-cream-50 shadow-2xl motion-safe:animate-slide-in',
  centred:
    'relative mx-auto flex max-h-[90dvh] w-full max-w-2xl flex-col rounded-t-2xl bg-white shadow-2xl sm:my-auto sm:rounded-2xl',
} as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The heading that names the dialog. */
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** `sheet` slides in from the right (cart, checkout); `centred` sits in the middle (forms, details). */
  variant?: 'sheet' | 'centred';
  /** The close button's accessible name. */
  closeLabel?: string;
  /** While false (a save in flight), Escape, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  /** Where focus starts, as a selector inside the dialog; the close button otherwise. */
  initialFocus?: string;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert, Escape closes it,
 * focus comes back to the control that opened it, and the page behind does not scroll.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  variant = 'sheet',
  closeLabel = 'Close',
  dismissible = true,
  initialFocus,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const unmounting = useRef(false);
  const titleId = useId();
  const dismiss = () => {
    if (dismissible) onClose();
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    unmounting.current = false;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    const first = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? closeRef.current)?.focus();
    return () => {
      // Close before giving focus back: while the dialog is modal, everything behind it is inert.
      unmounting.current = true;
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      previous?.focus();
    };
    // The opening element and first focus belong to the moment the dialog opens, not to later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // When the focused control disappears (the last cart line removed), keep focus in the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) closeRef.current?.focus();
  });

  // Tab wraps around inside the dialog instead of leaving for the browser's own controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Escape asks first (`cancel`); the app's state decides whether the dialog goes away.
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      // A browser may close the dialog without asking (a second Escape): follow it, or reopen while busy.
      onClose={(event) => {
        if (unmounting.current || event.currentTarget.open) return;
        if (dismissible) onClose();
        else event.currentTarget.showModal();
      }}
      className={cx(
        'fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 backdrop:bg-transparent',
        variant === 'centred' && 'flex items-end sm:p-4',
      )}
    >
      <div
        className="absolute inset-0 bg-stone-900/50 motion-safe:animate-fade-in"
        data-testid="dialog-backdrop"
        aria-hidden="true"
        onClick={dismiss}
      />
      <div className={PANEL[variant]}>
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="min-w-0 break-words font-display text-xl font-bold text-stone-900">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={dismiss}
            disabled={!dismissible}
            aria-label={closeLabel}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-amber-50 hover:text-amber-800 disabled:opacity-50"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="border-t border-stone-200 bg-white px-5 py-4">{footer}</div> : null}
      </div>
    </dialog>
  );
}
