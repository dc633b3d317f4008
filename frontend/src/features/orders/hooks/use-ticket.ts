import { useQuery } from '@tanstack/react-query';
import { issueKeys, issuesApi } from '../api/issues.api';

/** One of the shopper's tickets by its number (`GET /api/support/:number`). */
export function useTicket(number: string) {
  return useQuery({
    queryKey: issueKeys.ticket(number),
    queryFn: ({ signal }) => issuesApi.ticket(number, signal),
    retry: false,
  });
}

/**
 * The order a ticket is about, for how its refund is paid (cash on delivery asks for a UPI ID) and where it stands;
 * read only while `enabled` (a refund offered or settled). `failed` when it could not be read: the page then asks
 * for a UPI ID whenever one may be needed.
 */
export function useTicketOrder(orderId: string, enabled: boolean) {
  const order = useQuery({
    queryKey: issueKeys.order(orderId),
    queryFn: ({ signal }) => issuesApi.order(orderId, signal),
    enabled,
    retry: false,
  });
  return { order: order.data ?? null, failed: order.isError };
}

/**
 * The tickets of one order, read from the order's own answer. A failed read shows none and no message (as the
 * order list's polling does); the order page still works.
 */
export function useOrderIssues(orderId: string) {
  const issues = useQuery({
    queryKey: issueKeys.forOrder(orderId),
    queryFn: ({ signal }) => issuesApi.forOrder(orderId, signal),
    retry: false,
  });
  return issues.data ?? [];
}
