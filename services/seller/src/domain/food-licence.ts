import { FSSAI_REMINDER_DAYS, type FoodLicence, type FoodLicenceNotice, type FssaiKind } from '@thindi/contracts';
import { istDate } from '@thindi/india';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a seller's licence standing is computed from (the seller's row): the licence it gave (`fssaiVerifiedAt` null
 * while it waits for an admin) and the last one an admin verified, which counts until its own valid-until.
 */
export interface LicenceFacts {
  fssaiLicenceNumber: string | null;
  fssaiLicenceKind: FssaiKind | null;
  fssaiValidUntil: string | null;
  fssaiVerifiedAt: Date | null;
  fssaiVerifiedNumber: string | null;
  fssaiVerifiedKind: FssaiKind | null;
  fssaiVerifiedUntil: string | null;
  fssaiRuleSince: Date | null;
  documents: { fssaiCertificate?: string };
}

/** The end of a grace seller's grace: the rule's start plus `graceDays`; null for a seller approved after it. */
export const graceEndOf = (facts: Pick<LicenceFacts, 'fssaiRuleSince'>, graceDays: number): Date | null =>
  facts.fssaiRuleSince ? new Date(facts.fssaiRuleSince.getTime() + graceDays * DAY_MS) : null;

/** The last licence an admin verified; null while none ever was. */
export function verifiedLicenceOf(facts: LicenceFacts): FoodLicence['verified'] {
  if (!facts.fssaiVerifiedNumber || !facts.fssaiVerifiedUntil) return null;
  return { number: facts.fssaiVerifiedNumber, kind: facts.fssaiVerifiedKind, validUntil: facts.fssaiVerifiedUntil };
}

/** The columns of the verified licence and its verification. */
export type LicenceVerification = Pick<
  LicenceFacts,
  'fssaiVerifiedAt' | 'fssaiVerifiedNumber' | 'fssaiVerifiedKind' | 'fssaiVerifiedUntil'
>;

/**
 * An admin verified the licence the seller gave (or approved the seller with it): it becomes the one that counts,
 * replacing the last verified one. A licence verified before keeps its moment.
 */
export const licenceVerified = (facts: LicenceFacts, now: Date): LicenceVerification => ({
  fssaiVerifiedAt: facts.fssaiVerifiedAt ?? now,
  fssaiVerifiedNumber: facts.fssaiLicenceNumber,
  fssaiVerifiedKind: facts.fssaiLicenceKind,
  fssaiVerifiedUntil: facts.fssaiValidUntil,
});

/** A verified licence valid today (India's date) or later, whether or not a changed one waits. */
export function hasCurrentLicence(facts: LicenceFacts, now: Date): boolean {
  const verified = verifiedLicenceOf(facts);
  return !!verified && verified.validUntil >= istDate(now);
}

/**
 * Whether the seller's products may be sold as far as its licence goes: a verified licence valid today (a renewal
 * waiting for verification does not stop it), or, for a seller approved before licences were required, its grace has
 * not ended.
 */
export function isSelling(facts: LicenceFacts, now: Date, graceDays: number): boolean {
  if (hasCurrentLicence(facts, now)) return true;
  const graceEnd = graceEndOf(facts, graceDays);
  return !!graceEnd && now < graceEnd;
}

/** The licence as the seller and the admin see it (decision 035). */
export function foodLicenceOf(facts: LicenceFacts, now: Date, graceDays: number): FoodLicence {
  return {
    number: facts.fssaiLicenceNumber,
    kind: facts.fssaiLicenceKind,
    validUntil: facts.fssaiValidUntil,
    certificate: !!facts.documents.fssaiCertificate,
    verifiedAt: facts.fssaiVerifiedAt?.toISOString() ?? null,
    verified: verifiedLicenceOf(facts),
    status: licenceStatus(facts, now),
    selling: isSelling(facts, now, graceDays),
    graceEndsAt: graceEndOf(facts, graceDays)?.toISOString() ?? null,
  };
}

/**
 * Lapsed as soon as the verified licence lapsed (a renewal waiting does not sell); otherwise pending while a given
 * licence waits, and expiring or verified on the verified one. With none ever verified: missing, pending, or lapsed
 * when the given one's date passed before an admin saw it.
 */
function licenceStatus(facts: LicenceFacts, now: Date): FoodLicence['status'] {
  const today = istDate(now);
  const verified = verifiedLicenceOf(facts);
  if (verified) {
    if (verified.validUntil < today) return 'lapsed';
    if (!facts.fssaiVerifiedAt) return 'pending';
    return verified.validUntil <= reminderDate(today) ? 'expiring' : 'verified';
  }
  if (!facts.fssaiLicenceNumber || !facts.fssaiValidUntil) return 'missing';
  return facts.fssaiValidUntil < today ? 'lapsed' : 'pending';
}

/** The last valid-until date that is reminded on `today`: FSSAI_REMINDER_DAYS ahead. */
const reminderDate = (today: string): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + FSSAI_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);

/** What the sweep has already mailed the seller. */
export interface LicenceMailsSent {
  fssaiRemindedFor: string | null;
  fssaiLapseMailedFor: string | null;
  fssaiGraceStartedMailed: boolean;
  fssaiGraceEndedMailed: boolean;
}

/** A mail the sweep sends, with the columns that record it was sent (so it goes once). */
export interface LicenceMailDue {
  notice: FoodLicenceNotice;
  sent: Partial<LicenceMailsSent>;
}

/**
 * The licence mails due to an approved seller at `now`: a reminder FSSAI_REMINDER_DAYS before its verified licence
 * lapses and a notice when it lapsed (once per valid-until date), and for a grace seller never verified, a notice when
 * its grace is running (the first sweep) and when it ended. They follow the verified licence alone: a renewal waiting
 * for verification does not hold the reminder back, as the seller stops selling on that date unless it is verified.
 */
export function licenceMailsDue(
  facts: LicenceFacts & LicenceMailsSent,
  now: Date,
  graceDays: number,
): LicenceMailDue[] {
  const today = istDate(now);
  const due: LicenceMailDue[] = [];
  const validUntil = verifiedLicenceOf(facts)?.validUntil;
  if (validUntil) {
    if (validUntil < today) {
      if (facts.fssaiLapseMailedFor !== validUntil)
        due.push({ notice: 'lapsed', sent: { fssaiLapseMailedFor: validUntil, fssaiRemindedFor: validUntil } });
    } else if (validUntil <= reminderDate(today) && facts.fssaiRemindedFor !== validUntil)
      due.push({ notice: 'expiring', sent: { fssaiRemindedFor: validUntil } });
  }
  const graceEnd = graceEndOf(facts, graceDays);
  // A seller whose licence was ever verified hears of that licence (reminder, lapse), not of the grace.
  if (graceEnd && !validUntil) {
    if (now < graceEnd) {
      if (!facts.fssaiGraceStartedMailed)
        due.push({ notice: 'grace-started', sent: { fssaiGraceStartedMailed: true } });
    } else if (!facts.fssaiGraceEndedMailed) {
      due.push({ notice: 'grace-ended', sent: { fssaiGraceEndedMailed: true, fssaiGraceStartedMailed: true } });
    }
  }
  return due;
}
