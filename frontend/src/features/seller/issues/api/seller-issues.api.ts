import type {
  Issue,
  IssueAnswerBody,
  IssueListResponse,
  IssueQueueQuery,
  IssueResponse,
  ReplacementMoveBody,
} from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

const ticketPath = (number: string) => `/sellers/issues/${encodeURIComponent(number)}`;

// '/sellers/' paths otherwise prefer a customer token: the seller's own is named on each call.
export const sellerIssuesApi = {
  /** The seller's tickets, what is due first (the server sorts); an answer without a list is none. */
  list: (query: IssueQueueQuery, signal?: AbortSignal): Promise<Issue[]> =>
    apiGet<Partial<IssueListResponse>>('/sellers/issues', {
      query: { ...query },
      signal,
      token: readToken('seller'),
    }).then((body) => body.issues ?? []),
  /** A refund of at most the ticket's value, a replacement, or a decline with its reason; the shopper is told. */
  answer: (number: string, body: IssueAnswerBody) =>
    apiRequest<IssueResponse>('POST', `${ticketPath(number)}/answer`, { body, token: readToken('seller') }).then(
      (answer) => answer.issue,
    ),
  /** The replacement a ticket was settled with: shipped (its tracking number, maybe its carrier), then delivered. */
  moveReplacement: (number: string, body: ReplacementMoveBody) =>
    apiRequest<IssueResponse>('POST', `${ticketPath(number)}/replacement`, { body, token: readToken('seller') }).then(
      (answer) => answer.issue,
    ),
};
