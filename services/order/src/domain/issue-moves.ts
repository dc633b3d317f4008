import {
  formatRupees,
  refundTooLargeMessage,
  toPaise,
  toRupees,
  type IssueAnswerBody,
  type IssueStatus,
  type Replacement,
  type ReplacementMoveBody,
} from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { IssueRow, StoredIssueResolution } from '../db/schema';

/** Where a ticket stands, for the refusal of a move it is past (or a move that lost a race). */
const STANDING: Record<IssueStatus, string> = {
  open: 'it is waiting for the seller to answer',
  offered: 'the seller has answered it and it is waiting for the shopper to accept or escalate',
  escalated: 'it is with the grievance officer, whose decision is final',
  resolved: 'it is settled already',
};

/** The 409 of a move the ticket is not (or no longer) in a status for, saying where it now stands. */
export function statusNotAllowed(issue: Pick<IssueRow, 'number' | 'status'>): DomainError {
  return DomainError.conflict(
    `Ticket ${issue.number} cannot be changed that way: ${STANDING[issue.status]}`,
    'ORDER.ISSUE_STATUS_NOT_ALLOWED',
  );
}

/**
 * The seller's offer or the admin's decision as stored (paise). A refund gives back at most what the reported lines
 * cost the shopper; a replacement sends them again; a note and a decline's reason are what the shopper is told.
 */
export function resolutionOf(
  issue: Pick<IssueRow, 'valuePaise'>,
  answer: IssueAnswerBody,
  by: StoredIssueResolution['by'],
  at: Date,
): StoredIssueResolution {
  if (answer.resolution === 'decline') return { kind: 'decline', note: answer.reason, by, at: at.toISOString() };
  if (answer.resolution === 'replacement')
    return { kind: 'replacement', ...(answer.note ? { note: answer.note } : {}), by, at: at.toISOString() };
  const amountPaise = toPaise(answer.amount);
  if (amountPaise > issue.valuePaise)
    throw DomainError.validation(refundTooLargeMessage(toRupees(issue.valuePaise)), 'ORDER.ISSUE_REFUND_TOO_LARGE');
  return { kind: 'refund', amountPaise, ...(answer.note ? { note: answer.note } : {}), by, at: at.toISOString() };
}

/**
 * A resolution in words, for a ticket's history: 'Refund of ₹1,250.00 offered', 'Replacement of the reported items
 * offered' or 'Declined: …'.
 */
export function describeResolution(resolution: StoredIssueResolution, verb: string): string {
  if (resolution.kind === 'decline') return `Declined: ${resolution.note ?? ''}`.trim();
  if (resolution.kind === 'replacement') return `Replacement of the reported items ${verb}`;
  return `Refund of ${formatRupees(toRupees(resolution.amountPaise ?? 0))} ${verb}`;
}

const replacementNotAllowed = (message: string) => DomainError.conflict(message, 'ORDER.REPLACEMENT_NOT_ALLOWED');

/**
 * The replacement's next step as the seller records it, from where it stands: shipped (with its tracking) once, then
 * delivered once. Throws the refusal naming where it stands.
 */
export function nextReplacement(
  issue: Pick<IssueRow, 'number' | 'replacement'>,
  move: ReplacementMoveBody,
  at: Date,
): Replacement {
  const current = issue.replacement;
  if (!current) throw replacementNotAllowed(`Ticket ${issue.number} was not settled with a replacement`);
  if (move.status === 'shipped') {
    if (current.status !== 'to-send')
      throw replacementNotAllowed(`The replacement of ticket ${issue.number} was shipped already`);
    return {
      ...current,
      status: 'shipped',
      carrier: move.carrier ?? null,
      trackingNumber: move.trackingNumber,
      shippedAt: at.toISOString(),
    };
  }
  if (current.status === 'to-send')
    throw replacementNotAllowed(`Ship the replacement of ticket ${issue.number} before recording it delivered`);
  if (current.status === 'delivered')
    throw replacementNotAllowed(`The replacement of ticket ${issue.number} was recorded delivered already`);
  return { ...current, status: 'delivered', deliveredAt: at.toISOString() };
}

/** A replacement's step in words, for the ticket's history. */
export function describeReplacement(replacement: Replacement): string {
  if (replacement.status === 'delivered') return 'Replacement delivered';
  const by = replacement.carrier ? ` by ${replacement.carrier}` : '';
  return `Replacement shipped${by}, tracking number ${replacement.trackingNumber ?? ''}`.trim();
}
