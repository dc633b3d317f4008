import type { Issue, IssueResponse, Order, RefundResponse, ReportIssueBody } from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** The report as the SPA sends it: the server fills in the pack of a line sent without one, and no photos. */
export type IssueReportBody = Omit<ReportIssueBody, 'photos'> & { photos?: string[] };

export const issueKeys = {
  forOrder: (orderId: string) => ['orders', 'issues', orderId] as const,
  ticket: (number: string) => ['support', number] as const,
  /** The order a ticket is about, as its page reads it (under the orders' keys: a ticket's move reads it again). */
  order: (orderId: string) => ['orders', 'ticket-order', orderId] as const,
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
  /** The order a ticket is about: how it was paid and what it owes back; null from an answer without one. */
  order: (orderId: string, signal?: AbortSignal): Promise<Order | null> =>
    apiGet<{ order?: Order }>(orderPath(orderId), { signal }).then((answer) => answer.order ?? null),
  ticket: (number: string, signal?: AbortSignal) =>
    apiGet<IssueResponse>(ticketPath(number), { signal }).then((answer) => answer.issue),
  /** Accepts the seller's answer: the ticket is settled with it, a refund sent to `refundUpiId` when given. */
  accept: (number: string, refundUpiId?: string) =>
    apiRequest<IssueResponse>(
      'POST',
      `${ticketPath(number)}/accept`,
      refundUpiId ? { body: { refundUpiId } } : {},
    ).then((answer) => answer.issue),
  /** Gives (or changes) the UPI ID the ticket's due refund is sent to. */
  refundUpi: (number: string, upiId: string) =>
    apiRequest<RefundResponse>('POST', `${ticketPath(number)}/refund-upi`, { body: { upiId } }).then(
      (answer) => answer.refund,
    ),
  /** Takes the seller's answer to the grievance officer, saying why. */
  escalate: (number: string, reason: string) =>
    apiRequest<IssueResponse>('POST', `${ticketPath(number)}/escalate`, { body: { reason } }).then(
      (answer) => answer.issue,
    ),
};
