import {
  MAIL_QUEUE,
  MailJobs,
  OTP_TTL_SECONDS,
  type CodeMail,
  type MailJobName,
  type SellerSignupAttemptMail,
} from '@thindi/contracts';
import { DomainError, generateCode, hashCode, type AppConfig, type OutboxEntry } from '@thindi/platform';
import type { LoginCodeRow, SellerRow } from '../db/schema';
import { CODE_PURPOSE, codeSecret } from './seller-session';

/** Another code for the same e-mail is sent only after this long; earlier asks are answered alike but send nothing. */
export const RESEND_COOLDOWN_MS = 60_000;
/** After this many wrong codes the code is dead: guessing 6 digits must stay hopeless. */
export const MAX_WRONG_CODES = 5;
export const INVALID_CODE = 'Invalid or expired OTP';
export const TOO_MANY_CODES = 'Too many wrong codes. Please ask for a new OTP.';

/** How a use case refuses a code: the error of a wrong or expired one, and the text once five were wrong. */
export interface CodeRefusal {
  wrong: 'AUTH.INVALID_CODE' | 'AUTH.WRONG_VERIFICATION_CODE';
  tooMany: string;
}

/**
 * The rules of every e-mailed seller code (sign-in, e-mail proof, password reset): a missing or expired code is
 * refused, five wrong tries burn it, and each wrong try is counted before the refusal. Answers the matched code.
 */
export async function checkCode<Pending extends { codeHash: string; expiresAt: Date; attempts: number }>(
  pending: Pending | undefined,
  matches: (codeHash: string) => boolean,
  countWrong: () => Promise<number>,
  refusal: CodeRefusal,
): Promise<Pending> {
  if (!pending || pending.expiresAt.getTime() <= Date.now()) throw new DomainError(refusal.wrong, INVALID_CODE);
  if (pending.attempts >= MAX_WRONG_CODES) throw DomainError.rateLimited(refusal.tooMany, 'AUTH.TOO_MANY_ATTEMPTS');
  if (matches(pending.codeHash)) return pending;
  if ((await countWrong()) >= MAX_WRONG_CODES) throw DomainError.rateLimited(refusal.tooMany, 'AUTH.TOO_MANY_ATTEMPTS');
  throw new DomainError(refusal.wrong, INVALID_CODE);
}

export interface IssuedCode {
  row: LoginCodeRow;
  mail: CodeMail;
}

/** A fresh 6-digit code for the seller's e-mail, valid 10 minutes: the row keeps only its hash. */
export function issueCode(config: AppConfig, seller: Pick<SellerRow, 'email' | 'ownerName'>): IssuedCode {
  const code = generateCode();
  const now = new Date();
  const row: LoginCodeRow = {
    email: seller.email,
    codeHash: hashCode(codeSecret(config), seller.email, CODE_PURPOSE, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    attempts: 0,
    sentAt: now,
  };
  return { row, mail: { to: seller.email, firstName: seller.ownerName, code, expiresInMinutes: OTP_TTL_SECONDS / 60 } };
}

/**
 * Which mail carries a code: an address not yet proven gets the e-mail verification mail (the only mail it
 * gets), a proven one the sign-in mail. The code itself serves both.
 */
export const codeMailJob = (seller: Pick<SellerRow, 'emailVerified'>): MailJobName =>
  seller.emailVerified ? MailJobs.loginCode : MailJobs.sellerEmailCode;

export const codeMailEntry = (seller: Pick<SellerRow, 'emailVerified'>, mail: CodeMail): OutboxEntry => ({
  kind: 'job',
  queue: MAIL_QUEUE,
  name: codeMailJob(seller),
  data: mail,
});

/** Tells a proven address that someone tried to open a second seller account with it. */
export const signupAttemptEntry = (seller: Pick<SellerRow, 'email' | 'ownerName'>): OutboxEntry => {
  const data: SellerSignupAttemptMail = { to: seller.email, ownerName: seller.ownerName };
  return { kind: 'job', queue: MAIL_QUEUE, name: MailJobs.sellerSignupAttempt, data };
};

/** Seconds before another code may be sent for this e-mail (0: now). */
export function cooldownLeft(previous: Pick<LoginCodeRow, 'sentAt'> | undefined, now = Date.now()): number {
  if (!previous) return 0;
  const left = previous.sentAt.getTime() + RESEND_COOLDOWN_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
