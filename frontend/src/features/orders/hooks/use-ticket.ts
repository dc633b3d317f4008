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
