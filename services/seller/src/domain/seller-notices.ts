import {
  MAIL_QUEUE,
  MailJobs,
  PrincipalEvents,
  type MailJobName,
  type PasswordChangedMail,
  type PrincipalSessionsRevoked,
  type PrincipalStatusChanged,
  type SellerDecisionEvent,
  type SellerDecisionMail,
  type SellerStatusChangedEvent,
} from '@thindi/contracts';
import type { OutboxEntry } from '@thindi/platform';
import type { SellerRow } from '../db/schema';

/** What follows an admin's decision on a seller: events for the catalog and the gateways, and its e-mail. */
export interface SellerNotices {
  events: Array<{ subject: string; data: unknown }>;
  mail?: { job: MailJobName; data: SellerDecisionMail };
}

/** The outbox entries of a decision. An address the seller has not proven gets no mail: it may be someone else's. */
export const noticeEntries = (
  { events, mail }: SellerNotices,
  row: Pick<SellerRow, 'emailVerified'>,
): OutboxEntry[] => [
  ...events.map((e): OutboxEntry => ({ kind: 'event', subject: e.subject, data: e.data })),
  ...(mail && row.emailVerified ? [{ kind: 'job' as const, queue: MAIL_QUEUE, name: mail.job, data: mail.data }] : []),
];

/**
 * What follows a new session version: principal.sessions-revoked, and with a new password the 'Your password was
 * changed' mail.
 */
export function sessionsRevoked(row: SellerRow, passwordChanged: boolean): OutboxEntry[] {
  const revoked: PrincipalSessionsRevoked = { id: row.id, role: 'seller', sv: row.sessionVersion };
  const entries: OutboxEntry[] = [{ kind: 'event', subject: PrincipalEvents.sessionsRevoked, data: revoked }];
  if (passwordChanged) {
    const mail: PasswordChangedMail = { to: row.email, firstName: row.ownerName };
    entries.push({ kind: 'job', queue: MAIL_QUEUE, name: MailJobs.passwordChanged, data: mail });
  }
  return entries;
}

/** What the catalog's mirror copies after approve or reject: the seller's flags as they now are. */
export const decisionEvent = (row: SellerRow, reason?: string): SellerDecisionEvent => ({
  sellerId: row.id,
  businessName: row.businessName,
  isVerified: row.isVerified,
  isActive: row.isActive,
  ...(reason ? { reason } : {}),
  at: new Date().toISOString(),
});

export const statusChangedEvent = (row: SellerRow): SellerStatusChangedEvent => ({
  sellerId: row.id,
  isActive: row.isActive,
  at: new Date().toISOString(),
});

/** After a resubmission or a profile edit: the mirror takes the name and both flags. */
export const profileChangedEvent = (row: SellerRow): SellerStatusChangedEvent => ({
  sellerId: row.id,
  isActive: row.isActive,
  isVerified: row.isVerified,
  businessName: row.businessName,
  at: new Date().toISOString(),
});

/** Gateways drop what they cached about the seller's token. */
export const principalStatus = (row: SellerRow): PrincipalStatusChanged => ({
  id: row.id,
  role: 'seller',
  active: row.isActive,
});

export const decisionMail = (row: SellerRow, reason?: string): SellerDecisionMail => ({
  to: row.email,
  ownerName: row.ownerName,
  businessName: row.businessName,
  ...(reason ? { reason } : {}),
});
