import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Issue } from '@thindi/contracts';
import { issueKeys, issuesApi } from '../api/issues.api';
import { orderKeys } from '../api/orders.api';

/** Shows the server's answer at once, then reads the order, its tickets and the shopper's orders again. */
function useSettle(issue: Issue) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (moved: Issue) => queryClient.setQueryData(issueKeys.ticket(issue.number), moved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: issueKeys.ticket(issue.number) }),
        queryClient.invalidateQueries({ queryKey: issueKeys.forOrder(issue.orderId ?? '') }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  };
}

/**
 * The shopper accepts the seller's answer (`POST /api/support/:number/accept`): the ticket is settled with it, a
 * refund of a cash-on-delivery order sent to the UPI ID given with it.
 */
export function useAcceptAnswer(issue: Issue) {
  return useMutation({
    mutationFn: (refundUpiId?: string) => issuesApi.accept(issue.number, refundUpiId),
    ...useSettle(issue),
  });
}

/**
 * Where the ticket's due refund is sent (`POST /api/support/:number/refund-upi`); the ticket and its order are read
 * again after.
 */
export function useRefundUpi(issue: Issue) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upiId: string) => issuesApi.refundUpi(issue.number, upiId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: issueKeys.ticket(issue.number) }),
        queryClient.invalidateQueries({ queryKey: issueKeys.order(issue.orderId ?? '') }),
      ]),
  });
}

/** The shopper takes the seller's answer to the grievance officer, with why (`POST /api/support/:number/escalate`). */
export function useEscalateTicket(issue: Issue) {
  return useMutation({ mutationFn: (reason: string) => issuesApi.escalate(issue.number, reason), ...useSettle(issue) });
}
