import { INDIAN_STATES } from './states';

export interface Gstin {
  /** The 15 characters in upper case, e.g. '29AAGCB7383J1Z4'. */
  gstin: string;
  /** The GST state code of the registration, its first two digits, e.g. '29'. */
  stateCode: string;
  /** The PAN of the holder, characters 3–12. */
  pan: string;
}

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * State code, PAN (five letters, four digits, a letter), the registration's number for that PAN in the state
 * (1–9, then A–Z), 'Z', and a check character.
 */
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])[1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of the first 14 characters, as GSTN computes it: each character's value in base 36
 * (0–9, then A–Z) times a factor alternating 1, 2 from the left; each product's base-36 digits added
 * (quotient plus remainder by 36); the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARS.indexOf(first14[i]);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${JSON.stringify(first14[i])}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

const STATE_CODES: ReadonlySet<string> = new Set(INDIAN_STATES.map((state) => state.gstCode));

/** A GSTIN with its state and PAN, or null when it is not one (shape, state code 01–38, or check character). */
export function parseGstin(text: string): Gstin | null {
  if (typeof text !== 'string') return null;
  const gstin = text.trim().toUpperCase();
  const match = SHAPE.exec(gstin);
  if (!match || !STATE_CODES.has(match[1])) return null;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return null;
  return { gstin, stateCode: match[1], pan: match[2] };
}
