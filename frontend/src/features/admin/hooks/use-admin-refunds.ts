import { refundListSchema, type Refund, type RefundState } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

const NO_REFUNDS: Refund[] = [];

/** The Refunds tab's list: the refunds due (oldest first, as the finance service sorts them) or those paid. */
export function useAdminRefunds(state: RefundState) {
  const refunds = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.list('refunds', { state }),
    // Checked against the contract: an amount missing from the answer would otherwise show as ₹NaN.
    queryFn: async ({ signal }) => refundListSchema.parse(await adminApi.refunds(state, signal)),
  });
  return {
    refunds: refunds.data?.refunds ?? NO_REFUNDS,
    loading: refunds.isPending,
    failed: refunds.isError,
  };
}

/**
 * Marks a refund paid against the UTR of its transfer. The refusal (a UTR already used, a refund settled meanwhile
 * or with no UPI ID to pay) shows in the dialog; whatever the outcome all admin data is read again: the list, and
 * the order's payment, which now reads refunded.
 */
export function useMarkRefundPaid(refundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.refundPaid(refundId),
    mutationFn: (utr: string) => adminApi.markRefundPaid(refundId, utr),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
