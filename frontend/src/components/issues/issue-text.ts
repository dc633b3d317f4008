import {
  FILE_ROUTE,
  formatRupees,
  type IssueHistoryEntry,
  type IssueResolution,
  type IssueStatus,
  type Replacement,
  REPLACEMENT_STATUS_LABELS,
} from '@thindi/contracts';

/** Where a ticket stands, in the words the shopper, the seller and the admin read. */
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Waiting for the seller',
  offered: 'The seller answered',
  escalated: 'With the grievance officer',
  resolved: 'Resolved',
};

/** What each step of a ticket's history was. */
const HISTORY_LABELS: Record<IssueStatus, string> = {
  open: 'Reported',
  offered: 'The seller answered',
  escalated: 'Escalated to the grievance officer',
  resolved: 'Resolved',
};

export const issueHistoryLabel = (entry: IssueHistoryEntry): string => HISTORY_LABELS[entry.status];

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

/**
 * An offer or a settlement in words: 'Refund of ₹1,234.00' or 'Replacement of the reported items' (each with the
 * note), or 'Declined: <the reason>'.
 */
export function resolutionText(resolution: IssueResolution): string {
  if (resolution.kind === 'decline') return `Declined: ${resolution.note ?? ''}`.trim();
  if (resolution.kind === 'answer') return resolution.note ?? '';
  const remedy =
    resolution.kind === 'replacement'
      ? 'Replacement of the reported items'
      : `Refund of ${formatRupees(resolution.amount ?? 0)}`;
  return resolution.note ? `${remedy} — ${resolution.note}` : remedy;
}

/**
 * Where a ticket's replacement stands: 'Replacement to be sent', 'Replacement shipped — DTDC tracking D1234' or
 * 'Replacement delivered on 9 Dec 2026'.
 */
export function replacementText(replacement: Replacement): string {
  const label = REPLACEMENT_STATUS_LABELS[replacement.status];
  if (replacement.status === 'shipped') {
    const tracking = [replacement.carrier, replacement.trackingNumber ? `tracking ${replacement.trackingNumber}` : null]
      .filter(Boolean)
      .join(' ');
    return tracking ? `${label} — ${tracking}` : label;
  }
  if (replacement.status === 'delivered' && replacement.deliveredAt)
    return `${label} on ${indiaDate(replacement.deliveredAt)}`;
  return label;
}

/** A photo as the browser loads it: a URL as it came, a bare file key under the platform's file route. */
export const issuePhotoSrc = (photo: string): string =>
  photo.startsWith('/') || /^https?:/.test(photo) ? photo : `${FILE_ROUTE}${photo}`;
