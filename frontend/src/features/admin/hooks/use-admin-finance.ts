import { adminFinanceSchema } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

/** The Finance tab's figures; `failed` when the finance service could not be read. */
export function useAdminFinance() {
  const finance = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.finance(),
    // Checked against the contract: a figure missing from the answer would otherwise show as ₹NaN.
    queryFn: async ({ signal }) => adminFinanceSchema.parse(await adminApi.finance(signal)),
  });
  return { finance: finance.data, loading: finance.isPending, failed: finance.isError };
}

/**
 * One finance change (a payout run, a payout paid or failed, a commission rate). Whatever the outcome, all admin
 * data is read again: a failure (a payout another admin settled meanwhile) may mean the screen is out of date. Its
 * error shows where the change was asked (a dialog, the section), not in the dashboard's banner.
 */
export function useFinanceChange<V, R>(name: string, action: (input: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.financeChange(name),
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
