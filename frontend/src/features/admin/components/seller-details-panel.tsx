import type { AdminSeller } from '@thindi/contracts';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAdminSeller } from '../hooks/use-admin-seller';
import { useSellerActions } from '../hooks/use-seller-actions';
import { SellerDetailsFields } from './seller-details-fields';
import { SellerDocuments } from './seller-documents';
import { EmailUnverifiedBadge } from './status-badges';

function PanelActions({ seller }: { seller: AdminSeller }) {
  const actions = useSellerActions(seller);
  const pending = seller.status === 'pending';
  // A rejected seller is inactive with a reason; approving reconsiders the verdict.
  const canApprove = pending || (seller.status === 'inactive' && seller.rejectionReason !== null);
  return (
    <div className="flex flex-wrap gap-2">
      {canApprove ? (
        <Button variant="secondary" disabled={actions.busy.approve} onClick={actions.approve}>
          Approve
        </Button>
      ) : null}
      {pending ? (
        <Button variant="outline" disabled={actions.busy.reject} onClick={actions.reject}>
          Reject
        </Button>
      ) : null}
      <Button variant="outline" disabled={actions.busy.toggle} onClick={actions.toggle}>
        {seller.isActive ? 'Deactivate' : 'Activate'}
      </Button>
    </div>
  );
}

/** One seller's application in a dialog: details, documents and the verdicts. Close or Escape closes it. */
export function SellerDetailsPanel({ listed, onClose }: { listed: AdminSeller; onClose: () => void }) {
  const seller = useAdminSeller(listed);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-stone-900/50" aria-hidden="true" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[90vh] w-full max-w-2xl flex-col rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="min-w-0 break-words font-display text-xl font-bold text-stone-900">
            {seller.businessName}
          </h2>
          <button ref={closeRef} type="button" className={buttonClasses('ghost', 'sm')} onClick={onClose}>
            <X className="h-4 w-4" aria-hidden="true" />
            Close
          </button>
        </div>
        <div className="space-y-6 overflow-y-auto px-5 py-4">
          {seller.emailVerified ? null : (
            <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
              <EmailUnverifiedBadge />
              The seller has not entered the code sent to its e-mail yet.
            </p>
          )}
          <SellerDetailsFields seller={seller} />
          <section className="space-y-2">
            <h3 className="font-semibold text-stone-900">Documents</h3>
            <SellerDocuments seller={seller} />
          </section>
        </div>
        <div className="border-t border-stone-200 px-5 py-4">
          <PanelActions seller={seller} />
        </div>
      </div>
    </div>
  );
}
