import { z } from 'zod';

export const PHONE_MESSAGE = 'Please enter a valid phone number';

// Spaces, hyphens, dots and brackets are how people group a number ('+91 98765 43210', '(0)98765-43210').
const SEPARATORS = /[\s().-]/g;
/** An Indian mobile number: 10 digits from 6 to 9, behind an optional +91, 91 or trunk 0. */
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;
/** A number from outside India in international form: a plus, a country code other than 91, 8 to 15 digits. */
const INTERNATIONAL = /^\+(?!91)[1-9]\d{7,14}$/;

/**
 * The one stored form of a phone number: an Indian mobile as its 10 digits ('+91 98765 43210', '098765 43210'
 * and '9876543210' are the same number), a foreign one as '+' and its digits; null when it is neither.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(SEPARATORS, '');
  const indian = INDIAN_MOBILE.exec(compact);
  if (indian) return indian[1];
  return INTERNATIONAL.test(compact) ? compact : null;
}

/** A phone number as typed, checked and given back in its stored form (client and server use this one). */
export const phoneSchema = z.string({ error: 'Phone is required' }).transform((raw, ctx) => {
  const phone = normalisePhone(raw);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

/** A phone number that may be left empty: blank gives undefined, anything else must be a phone number. */
export const optionalPhoneSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const phone = normalisePhone(raw);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
