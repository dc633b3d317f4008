import { rejectSellerSchema, type AdminSeller } from '@thindi/contracts';
import { adminApi } from '../api/admin.api';
import { useAdminAction } from './use-admin-action';

export const REJECTION_PROMPT = 'Please provide a reason for rejection:';
const reasonSchema = rejectSellerSchema.shape.reason;

/** Approve, reject (with a reason from a prompt; cancel or a blank answer does nothing) and toggle a seller. */
export function useSellerActions(seller: AdminSeller) {
  const id = seller._id;
  const approve = useAdminAction(['approve', id], () => adminApi.approveSeller(id), 'Failed to approve seller');
  const reject = useAdminAction(
    ['reject', id],
    (reason: string) => adminApi.rejectSeller(id, reason),
    'Failed to reject seller',
  );
  const toggle = useAdminAction(
    ['toggle', id],
    () => adminApi.toggleSeller(id, !seller.isActive),
    'Failed to toggle seller status',
  );
  return {
    busy: { approve: approve.busy, reject: reject.busy, toggle: toggle.busy },
    approve: () => approve.run(),
    reject: () => {
      // The contract's rule for a reason: a cancelled prompt (null) or a blank answer is no reason.
      const reason = reasonSchema.safeParse(window.prompt(REJECTION_PROMPT));
      if (reason.success) reject.run(reason.data);
    },
    toggle: () => toggle.run(),
  };
}
