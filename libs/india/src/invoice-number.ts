import { dayNumber } from './calendar';

export interface FinancialYear {
  /** 1 April, 'YYYY-MM-DD'. */
  start: string;
  /** 31 March of the next year. */
  end: string;
  /** The two years' last two digits each, e.g. '2526' for 2025–26. */
  label: string;
}

/** The Indian financial year (1 April to 31 March) that a date ('YYYY-MM-DD', IST) falls in. */
export function financialYearOf(date: string): FinancialYear {
  dayNumber(date);
  const year = Number(date.slice(0, 4));
  const startYear = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const twoDigits = (y: number) => String(y % 100).padStart(2, '0');
  return {
    start: `${startYear}-04-01`,
    end: `${startYear + 1}-03-31`,
    label: `${twoDigits(startYear)}${twoDigits(startYear + 1)}`,
  };
}

const PREFIX = /^[A-Z0-9]{1,4}$/;
const LABEL = /^\d{4}$/;
const MAX_SEQUENCE = 999_999;
/** Rule 46(b): at most 16 characters of letters, digits, '/' and '-'. */
const RULE_46 = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * 'AMS/2526/000123': the seller's prefix, the financial year and the number in that year's series, padded to six
 * digits. Throws past 999999, for a prefix that is not 1–4 capital letters or digits, or past 16 characters.
 */
export function formatInvoiceNumber(prefix: string, fy: FinancialYear | string, sequence: number): string {
  const label = typeof fy === 'string' ? fy : fy.label;
  if (!PREFIX.test(prefix))
    throw new RangeError(`An invoice prefix is 1–4 capital letters or digits, got ${JSON.stringify(prefix)}`);
  if (!LABEL.test(label))
    throw new RangeError(`A financial year label is four digits such as 2526, got ${JSON.stringify(label)}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`An invoice sequence runs from 1 to ${MAX_SEQUENCE} in a year, got ${sequence}`);
  }
  const number = `${prefix}/${label}/${String(sequence).padStart(6, '0')}`;
  if (!RULE_46.test(number)) throw new RangeError(`An invoice number has at most 16 characters, got ${number}`);
  return number;
}

const FILLER_WORDS = new Set(['AND', 'OF', 'THE', 'SRI', 'SHRI', 'SHREE']);

/**
 * A seller's invoice prefix from its business name: the initials of its first three words ('Amma's Murukku
 * Stores' → 'AMS'; 'M/s', 'Sri', 'the', 'and', 'of' left out), or the first three characters of a one-word name ('Thindi' → 'THI'); 'INV' for a name in
 * another script. At most three characters, so the credit-note series can add its 'C'.
 */
export function invoicePrefixOf(businessName: string): string {
  const words = `${businessName}`
    .toUpperCase()
    .replace(/^\s*M\/S\b/, '')
    .replace(/['’.]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word && !FILLER_WORDS.has(word));
  if (words.length === 0) return 'INV';
  if (words.length === 1) return words[0].slice(0, 3);
  return words
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}

/**
 * The prefix of a seller's credit notes, a series of its own beside its invoices: the invoice prefix and 'C'
 * ('AMS' → 'AMSC', numbered 'AMSC/2526/000001'). Throws for a prefix of four characters: there is no room.
 */
export function creditNotePrefix(invoicePrefix: string): string {
  if (!/^[A-Z0-9]{1,3}$/.test(invoicePrefix)) {
    throw new RangeError(
      `A credit-note series needs an invoice prefix of 1–3 capital letters or digits, got ${JSON.stringify(invoicePrefix)}`,
    );
  }
  return `${invoicePrefix}C`;
}
