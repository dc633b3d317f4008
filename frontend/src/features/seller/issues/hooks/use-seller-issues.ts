import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssueAnswerBody, IssueQueueQuery, ReplacementMoveBody } from '@thindi/contracts';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerIssuesApi } from '../api/seller-issues.api';

/**
 * The Problems reported tab's tickets for one status, read when the tab opens; a failed read is shown (an empty
 * list would tell the seller, wrongly, that nothing waits for its answer).
 */
export function useSellerIssues(query: IssueQueueQuery) {
  const issues = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.issueList(query),
    queryFn: ({ signal }) => sellerIssuesApi.list(query, signal),
  });
  return {
    issues: issues.data ?? [],
    loading: issues.isPending,
    failed: issues.isError,
    reload: () => void issues.refetch(),
  };
}

/** The seller's answer to one ticket; then its tickets and its orders (each order's count of open ones) read again. */
export function useAnswerIssue(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueAnswerBody) => sellerIssuesApi.answer(number, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.issues() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
      ]),
  });
}

/** The seller ships a ticket's replacement, or records it delivered; then its tickets are read again. */
export function useMoveReplacement(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplacementMoveBody) => sellerIssuesApi.moveReplacement(number, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.issues() }),
  });
}
