import { OTP_TTL_SECONDS } from '@thindi/contracts';

export const CODE_TTL_MS = OTP_TTL_SECONDS * 1000;
/** After this many wrong codes the code is dead: guessing 6 digits must stay hopeless. */
export const MAX_WRONG_CODES = 5;
export const RESEND_COOLDOWN_MS = 60_000;
/** A registration may be completed this long after its code was verified. */
export const VERIFIED_WINDOW_MS = CODE_TTL_MS;

export interface ChallengeState {
  wrongAttempts: number;
  sentAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  verifiedAt: Date | null;
}

export type CodeVerdict = 'accepted' | 'wrong' | 'too-many' | 'expired';

/** What a code attempt amounts to; `matches` is asked only when the challenge could still accept it. */
export function judgeCode(challenge: ChallengeState | undefined, now: Date, matches: () => boolean): CodeVerdict {
  if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (challenge.wrongAttempts >= MAX_WRONG_CODES) return 'too-many';
  return matches() ? 'accepted' : 'wrong';
}

/**
 * Whole seconds left before another code may be sent for the same e-mail and purpose (0: now). A code that was used
 * ends its wait: only whoever holds the mailbox could use it, and a sign-up code for an e-mail just signed up with
 * must then answer as one for a new e-mail does.
 */
export function cooldownSecondsLeft(
  challenge: Pick<ChallengeState, 'sentAt' | 'usedAt'> | undefined,
  now: Date,
): number {
  if (!challenge || challenge.usedAt) return 0;
  const left = challenge.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Whether the e-mail was proven by a code recently enough to complete a registration. */
export function verifiedRecently(challenge: Pick<ChallengeState, 'verifiedAt'> | undefined, now: Date): boolean {
  const at = challenge?.verifiedAt;
  return !!at && now.getTime() - at.getTime() <= VERIFIED_WINDOW_MS;
}
