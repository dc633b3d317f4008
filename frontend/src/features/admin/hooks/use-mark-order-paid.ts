import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/admin-keys';
import { adminApi } from '../api/admin.api';

/** Marks a UPI order paid against a UTR; every admin list and figure reads again after (revenue moves). */
export function useMarkOrderPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.orderPaid(orderId),
    mutationFn: (utr: string) => adminApi.markOrderPaid(orderId, utr),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
