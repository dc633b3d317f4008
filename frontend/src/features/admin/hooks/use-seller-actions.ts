import type { AdminSeller } from '@thindi/contracts';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { adminKeys } from '../api/admin-keys';
import { useAdminAction } from './use-admin-action';

/**
 * Approve, reject (with the reason asked in a dialog), toggle a seller and verify its FSSAI licence. `onDone` runs once the change has
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
  const verifyLicence = useAdminAction(
    ['verify-licence', id],
    () => adminApi.verifyFoodLicence(id),
    'Failed to verify the FSSAI licence',
  );
  return {
    busy: { approve: approve.busy, reject: reject.busy, toggle: toggle.busy, verifyLicence: verifyLicence.busy },
    approve: () => approve.run(),
    verifyLicence: () => verifyLicence.run(),
    reject: (reason: string, onDone: () => void) => reject.run(reason, { onSettled: onDone }),
    toggle: (reason: string, onDone: () => void) => toggle.run(reason, { onSettled: onDone }),
  };
}

/**
 * Why the last change to this seller failed (an approval refused for want of an FSSAI licence, a licence that cannot
 * be verified), for the details panel, which covers the dashboard's banner; null once a later change succeeds.
 */
export function useSellerActionError(sellerId: string): string | null {
  const changes = useMutationState({
    filters: { mutationKey: adminKeys.actions(), predicate: (m) => m.options.mutationKey?.at(-1) === sellerId },
    select: (mutation) => ({ state: mutation.state, fallback: mutation.options.meta?.fallback }),
  });
  const last = changes.at(-1);
  if (last?.state.status !== 'error') return null;
  return errorMessage(last.state.error, typeof last.fallback === 'string' ? last.fallback : 'Something went wrong');
}
