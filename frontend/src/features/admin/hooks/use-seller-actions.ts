import type { AdminSeller } from '@thindi/contracts';
import { adminApi } from '../api/admin.api';
import { useAdminData } from './admin-data';

export const REJECTION_PROMPT = 'Please provide a reason for rejection:';

/** Approve, reject (with a reason from a prompt; cancel or a blank answer does nothing) and toggle a seller. */
export function useSellerActions() {
  const { busy, run } = useAdminData();
  return {
    isBusy: (action: 'approve' | 'reject' | 'toggle', seller: AdminSeller) => busy.has(`${action}:${seller._id}`),
    approve: (seller: AdminSeller) =>
      run(`approve:${seller._id}`, () => adminApi.approveSeller(seller._id), 'Failed to approve seller'),
    reject: (seller: AdminSeller) => {
      const reason = window.prompt(REJECTION_PROMPT);
      if (reason === null || !reason.trim()) return;
      void run(
        `reject:${seller._id}`,
        () => adminApi.rejectSeller(seller._id, reason.trim()),
        'Failed to reject seller',
      );
    },
    toggle: (seller: AdminSeller) =>
      run(
        `toggle:${seller._id}`,
        () => adminApi.toggleSeller(seller._id, !seller.isActive),
        'Failed to toggle seller status',
      ),
  };
}
