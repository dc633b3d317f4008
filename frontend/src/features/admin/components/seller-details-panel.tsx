import type { AdminSeller } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useAdminSeller } from '../hooks/use-admin-seller';
import { useSellerActionError, useSellerActions } from '../hooks/use-seller-actions';
import { SellerDetailsFields } from './seller-details-fields';
import { SellerDocuments } from './seller-documents';
import { SellerFoodLicence } from './seller-food-licence';
import { SellerVerdictDialogs, type SellerQuestion } from './seller-verdict-dialogs';
import { EmailUnverifiedBadge } from './status-badges';

function PanelActions({ seller }: { seller: AdminSeller }) {
  const actions = useSellerActions(seller);
  const [asking, setAsking] = useState<SellerQuestion>(null);
  const pending = seller.status === 'pending';
  // A rejected seller is inactive with a reason; approving reconsiders the verdict.
  const canApprove = pending || (seller.status === 'inactive' && seller.rejectionReason !== null);
  const failure = useSellerActionError(seller._id);
  return (
    <div className="space-y-3">
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        {seller.foodLicence?.status === 'pending' ? (
          <Button variant="secondary" disabled={actions.busy.verifyLicence} onClick={actions.verifyLicence}>
            Verify licence
          </Button>
        ) : null}
        {canApprove ? (
          <Button variant="secondary" disabled={actions.busy.approve} onClick={actions.approve}>
            Approve
          </Button>
        ) : null}
        {pending ? (
          <Button variant="outline" disabled={actions.busy.reject} onClick={() => setAsking('reject')}>
            Reject
          </Button>
        ) : null}
        <Button variant="outline" disabled={actions.busy.toggle} onClick={() => setAsking('toggle')}>
          {seller.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <SellerVerdictDialogs seller={seller} actions={actions} asking={asking} onClose={() => setAsking(null)} />
      </div>
    </div>
  );
}

/**
 * One seller's application in a dialog: details, FSSAI licence, documents and the verdicts (with why the last one
 * was refused). Close or Escape closes it.
 */
export function SellerDetailsPanel({ listed, onClose }: { listed: AdminSeller; onClose: () => void }) {
  const seller = useAdminSeller(listed);

  return (
    <Dialog
      open
      onClose={onClose}
      title={seller.businessName}
      variant="centred"
      footer={<PanelActions seller={seller} />}
    >
      <div className="space-y-6">
        {seller.emailVerified ? null : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <EmailUnverifiedBadge />
            The seller has not entered the code sent to its e-mail yet.
          </p>
        )}
        <SellerDetailsFields seller={seller} />
        {seller.foodLicence ? <SellerFoodLicence seller={seller} /> : null}
        <section className="space-y-2">
          <h3 className="font-semibold text-stone-900">Documents</h3>
          <SellerDocuments seller={seller} />
        </section>
      </div>
    </Dialog>
  );
}
