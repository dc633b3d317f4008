import type * as EnIn from 'to-words/en-IN' with { 'resolution-mode': 'import' };
import { assertPaise } from './money';

// to-words ships a CommonJS build for require(), but its type declarations sit in the package's ES-module part,
// which TypeScript refuses to a CommonJS import: the types come from there, the code from require().
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ToWords } = require('to-words/en-IN') as typeof EnIn;

let toWords: EnIn.ToWords | undefined;

const CRORE = 10_000_000;

/**
 * Whole numbers in Indian English. Past 99 crore the library names arab and kharab, which invoices in India do
 * not use; the crores are then counted in words themselves ('One Thousand Two Hundred Crore').
 */
function words(n: number): string {
  toWords ??= new ToWords();
  if (n < CRORE) return toWords.convert(n);
  const rest = n % CRORE;
  return `${words(Math.floor(n / CRORE))} Crore${rest ? ` ${toWords.convert(rest)}` : ''}`;
}

/**
 * An amount in Indian English as an invoice states it (Rule 46): 'Rupees One Lakh Twenty Three Thousand Four
 * Hundred Fifty Six and Paise Seventy Eight Only'; without paise 'Rupees Fifty Only'; under a rupee 'Paise Fifty
 * Only'; nothing 'Rupees Zero Only'. Words from to-words' en-IN locale (lakh, crore).
 */
export function amountInWords(paise: number): string {
  assertPaise('amount', paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `Paise ${words(rest)} Only`;
  return `Rupees ${words(rupees)}${rest > 0 ? ` and Paise ${words(rest)}` : ''} Only`;
}
