import { useQueryClient } from '@tanstack/react-query';
import type { Issue } from '@thindi/contracts';
import { useCallback } from 'react';
import { issueKeys, issuesApi, type IssueReportBody } from '../api/issues.api';

/**
 * Sends a report of a problem with the order, then reads the order's tickets again. The form calls it (it loads
 * apart, and takes what it sends through its props: nothing the order page holds is loaded twice).
 */
export function useReportIssue(orderId: string): (body: IssueReportBody) => Promise<Issue> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: IssueReportBody) => {
      const issue = await issuesApi.report(orderId, body);
      void queryClient.invalidateQueries({ queryKey: issueKeys.forOrder(orderId) });
      return issue;
    },
    [orderId, queryClient],
  );
}
