import type { Issue, IssueResponse, Order, ReportIssueBody } from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** The report as the SPA sends it: the server fills in the pack of a line sent without one, and no photos. */
export type IssueReportBody = Omit<ReportIssueBody, 'photos'> & { photos?: string[] };

export const issueKeys = {
  forOrder: (orderId: string) => ['orders', 'issues', orderId] as const,
  ticket: (number: string) => ['support', number] as const,
};

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;
const ticketPath = (number: string) => `/support/${encodeURIComponent(number)}`;

/** The shopper's tickets (the customer's token, as for every order call). */
export const issuesApi = {
  report: (orderId: string, body: IssueReportBody) =>
    apiRequest<IssueResponse>('POST', `${orderPath(orderId)}/issues`, { body }).then((answer) => answer.issue),
  /** The order's tickets, newest first, from the order's own answer: an answer from before tickets has none. */
  forOrder: (orderId: string, signal?: AbortSignal): Promise<Issue[]> =>
    apiGet<{ order?: Pick<Order, 'issues'> }>(orderPath(orderId), { signal }).then(
      (answer) => answer.order?.issues ?? [],
    ),
  ticket: (number: string, signal?: AbortSignal) =>
    apiGet<IssueResponse>(ticketPath(number), { signal }).then((answer) => answer.issue),
  /** Accepts the seller's answer: the ticket is settled with it. */
  accept: (number: string) =>
    apiRequest<IssueResponse>('POST', `${ticketPath(number)}/accept`).then((answer) => answer.issue),
  /** Takes the seller's answer to the grievance officer, saying why. */
  escalate: (number: string, reason: string) =>
    apiRequest<IssueResponse>('POST', `${ticketPath(number)}/escalate`, { body: { reason } }).then(
      (answer) => answer.issue,
    ),
};
