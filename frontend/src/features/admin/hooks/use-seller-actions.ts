import type { AdminSeller } from '@thindi/contracts';
import { adminApi } from '../api/admin.api';
import { useAdminAction } from './use-admin-action';

/**
 * Approve, reject (with the reason asked in a dialog) and toggle a seller. `onDone` runs once the change has
 * settled (the dialog that asked closes; a failure shows in the dashboard's banner).
 */
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
    (reason: string) => adminApi.toggleSeller(id, !seller.isActive, reason),
    'Failed to toggle seller status',
  );
  return {
    busy: { approve: approve.busy, reject: reject.busy, toggle: toggle.busy },
    approve: () => approve.run(),
    reject: (reason: string, onDone: () => void) => reject.run(reason, { onSettled: onDone }),
    toggle: (reason: string, onDone: () => void) => toggle.run(reason, { onSettled: onDone }),
  };
}
