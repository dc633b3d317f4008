import {
  ISSUE_KIND_LABELS,
  type IssueStatus,
  type Fulfilment,
  type Issue,
  type IssueKind,
  type OrderHistoryEntry,
} from '@thindi/contracts';
import { indiaDate, indiaDateTime, ISSUE_STATUS_LABELS } from '@/components/issues/issue-text';

const DAY_MS = 86_400_000;

/** What each kind is called where the shopper picks it (the seller's mail says the same). */
export { ISSUE_KIND_LABELS };

const DELIVERED_KINDS: readonly IssueKind[] = ['damaged', 'wrong-item', 'missing-item', 'expired', 'quality', 'other'];

/** Today in India, 'YYYY-MM-DD': the calendar the delivery estimates are written in. */
const indiaToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const deliveredAt = (history: readonly OrderHistoryEntry[]) =>
  [...history].reverse().find((entry) => entry.status === 'delivered')?.timestamp;

/**
 * The kinds of problem a shopper may report on a part at `now`, none when it may not be reported: a delivered part
 * within the window from its delivery (no delivery in its history, no window), or a shipped part once the latest
 * date of its estimate has passed in India.
 */
export function reportableKinds(
  part: Fulfilment,
  windowDays: number | undefined,
  now: Date = new Date(),
): readonly IssueKind[] {
  if (part.status === 'delivered') {
    const at = deliveredAt(part.history);
    return at && windowDays && now.getTime() <= Date.parse(at) + windowDays * DAY_MS ? DELIVERED_KINDS : [];
  }
  if (part.status === 'shipped' && part.delivery && indiaToday(now) > part.delivery.latest) return ['not-delivered'];
  return [];
}

/** A ticket still being handled: its lines cannot be reported again until it is settled. */
export const isOpenIssue = (issue: Issue): boolean => issue.status !== 'resolved';

/** A ticket's status in words: 'Waiting for the seller', 'The seller answered', ... */
export const issueStatusLabel = (status: IssueStatus): string => ISSUE_STATUS_LABELS[status];

export { indiaDate, indiaDateTime };
