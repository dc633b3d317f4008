import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@thindi/contracts';

/** A uniformly random code of OTP_LENGTH digits (leading zeros allowed). */
export const generateCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Codes are stored as an HMAC keyed with the server secret and bound to the e-mail and purpose. */
export const hashCode = (secret: string, email: string, purpose: string, code: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('base64');

export function codeMatches(secret: string, email: string, purpose: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(secret, email, purpose, code));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
