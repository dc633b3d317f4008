/** Wrong codes are counted over this sliding window. */
export const GUESS_WINDOW_MS = 3600_000;
/** Wrong codes of one purpose one client address may try for one account in the window. */
export const MAX_WRONG_CODES_PER_ADDRESS = 10;
/** Wrong codes an account takes in the window before each further one makes the next try wait. */
export const FREE_WRONG_CODES = 3;
/** The longest wait: a slowed account is never locked out for longer. */
export const MAX_WAIT_SECONDS = 300;

export interface WrongCode {
  purpose: string;
  clientAddress: string;
  at: Date;
}

export interface GuessRefusal {
  /** 'address': this address tried too many for the account; 'account': the account's next try must wait. */
  reason: 'address' | 'account';
  seconds: number;
}

/** The wait after `wrongInWindow` wrong codes: none for the first three, then 2, 4, 8… seconds, at most five minutes. */
export function waitSeconds(wrongInWindow: number): number {
  const beyond = wrongInWindow - FREE_WRONG_CODES;
  return beyond > 0 ? Math.min(2 ** beyond, MAX_WAIT_SECONDS) : 0;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Whether a code may be checked now, given the account's wrong codes (every purpose and address): refused when
 * this address already tried MAX_WRONG_CODES_PER_ADDRESS of this purpose in the last hour, or while the account
 * waits after its last wrong code. The right code from another address works once the wait is over.
 */
export function guessRefusal(
  wrong: readonly WrongCode[],
  attempt: { purpose: string; clientAddress: string },
  now: Date,
): GuessRefusal | null {
  const since = now.getTime() - GUESS_WINDOW_MS;
  const recent = wrong.filter((w) => w.at.getTime() > since);
  const fromHere = recent
    .filter((w) => w.purpose === attempt.purpose && w.clientAddress === attempt.clientAddress)
    .map((w) => w.at.getTime());
  if (fromHere.length >= MAX_WRONG_CODES_PER_ADDRESS) {
    const frees = [...fromHere].sort((a, b) => a - b)[fromHere.length - MAX_WRONG_CODES_PER_ADDRESS] + GUESS_WINDOW_MS;
    return { reason: 'address', seconds: secondsUntil(frees, now) };
  }
  const wait = waitSeconds(recent.length);
  if (wait === 0) return null;
  const last = Math.max(...recent.map((w) => w.at.getTime()));
  return last + wait * 1000 > now.getTime()
    ? { reason: 'account', seconds: secondsUntil(last + wait * 1000, now) }
    : null;
}

/** The sentence of a refusal: why, and when to try again. */
export function refusalMessage({ reason, seconds }: GuessRefusal): string {
  const when = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return reason === 'address'
    ? `Too many wrong codes from your address. Please try again in ${when}.`
    : `Too many wrong codes were tried for this account. Please try again in ${when}.`;
}
