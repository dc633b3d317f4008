import {
  ISSUE_KIND_LABELS,
  type Fulfilment,
  type Issue,
  type IssueKind,
  type OrderHistoryEntry,
} from '@thindi/contracts';

/** Days after a part's delivery during which a problem with it may be reported (the service's ISSUE_WINDOW_DAYS). */
export const ISSUE_WINDOW_DAYS = 7;
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
export function reportableKinds(part: Fulfilment, now: Date = new Date()): readonly IssueKind[] {
  if (part.status === 'delivered') {
    const at = deliveredAt(part.history);
    return at && now.getTime() <= Date.parse(at) + ISSUE_WINDOW_DAYS * DAY_MS ? DELIVERED_KINDS : [];
  }
  if (part.status === 'shipped' && part.delivery && indiaToday(now) > part.delivery.latest) return ['not-delivered'];
  return [];
}

/** A ticket still being handled: its lines cannot be reported again until it is settled. */
export const isOpenIssue = (issue: Issue): boolean => issue.status !== 'closed';

/** 'open' → 'Open', 'in-review' → 'In review': a ticket's status in words. */
export const issueStatusLabel = (status: string): string => {
  const words = status.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A ticket's due date as India reads it, whatever the reader's own zone: '4 Dec 2026'. */
export const indiaDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** A moment of a ticket's history as India reads it: '2 Dec 2026, 4:30 pm'. */
export const indiaDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
