import type { Issue, IssueAnswerBody, IssueQueueQuery } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

const NO_ISSUES: Issue[] = [];

/** The Support tab's tickets for one status, escalated and overdue first (the order service sorts them). */
export function useAdminSupport(query: IssueQueueQuery) {
  const issues = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.list('support', query),
    queryFn: ({ signal }) => adminApi.support(query, signal),
  });
  return {
    issues: issues.isError ? NO_ISSUES : (issues.data?.issues ?? NO_ISSUES),
    loading: issues.isPending,
    failed: issues.isError,
  };
}

/**
 * The grievance officer's decision on a ticket. The refusal shows in the dialog where it was written; whatever the
 * outcome all admin data (the queue, the order) is read again: the ticket may have moved meanwhile.
 */
export function useDecideIssue(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.issueDecide(number),
    mutationFn: (body: IssueAnswerBody) => adminApi.decideIssue(number, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}

/** The grievance officer's answer to a complaint not about one order, which settles it; read again as a decision. */
export function useAnswerComplaint(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.issueDecide(number),
    mutationFn: (reply: string) => adminApi.decideIssue(number, { resolution: 'answer', reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
