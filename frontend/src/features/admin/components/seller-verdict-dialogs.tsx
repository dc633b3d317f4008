import { REJECTION_REASON_MESSAGE, type AdminSeller } from '@thindi/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { useSellerActions } from '../hooks/use-seller-actions';

export type SellerQuestion = 'reject' | 'toggle' | null;

interface SellerVerdictDialogsProps {
  seller: AdminSeller;
  actions: ReturnType<typeof useSellerActions>;
  asking: SellerQuestion;
  onClose: () => void;
}

/** What the admin is asked before rejecting a seller (a reason, required) or switching one off (a reason, optional). */
export function SellerVerdictDialogs({ seller, actions, asking, onClose }: SellerVerdictDialogsProps) {
  if (asking === 'reject')
    return (
      <ConfirmDialog
        title={`Reject ${seller.businessName}`}
        reason={{
          label: 'Reason for rejection',
          requiredMessage: REJECTION_REASON_MESSAGE,
          hint: 'Mailed to the seller and shown on its dashboard, so it can fix the application and resubmit',
        }}
        confirmLabel="Reject seller"
        busyLabel="Rejecting..."
        busy={actions.busy.reject}
        onConfirm={(reason) => actions.reject(reason, onClose)}
        onClose={onClose}
      />
    );
  if (asking === 'toggle')
    return seller.isActive ? (
      <ConfirmDialog
        title={`Deactivate ${seller.businessName}`}
        reason={{ label: 'Reason (optional)', hint: 'Kept in the audit log' }}
        confirmLabel="Deactivate seller"
        busyLabel="Deactivating..."
        busy={actions.busy.toggle}
        onConfirm={(reason) => actions.toggle(reason, onClose)}
        onClose={onClose}
      >
        The seller can no longer sign in and its products leave the shop.
      </ConfirmDialog>
    ) : (
      <ConfirmDialog
        title={`Activate ${seller.businessName}`}
        confirmLabel="Activate seller"
        busy={actions.busy.toggle}
        onConfirm={() => actions.toggle('', onClose)}
        onClose={onClose}
      >
        The seller can sign in again.
      </ConfirmDialog>
    );
  return null;
}
