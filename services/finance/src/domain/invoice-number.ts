import { creditNotePrefix, financialYearOf as yearOf, formatInvoiceNumber, istDate } from '@thindi/india';

/** The date in India of an instant, as YYYY-MM-DD. */
export const indianDateOf = (at: Date): string => istDate(at);

/** The financial year of an instant (1 April to 31 March, in India) as numbers write it: '2526'. */
export const financialYearOf = (at: Date): string => yearOf(istDate(at)).label;

/**
 * The printed number of an invoice, `AMS/2526/000123`, or of a credit note in its own series, `AMSC/2526/000001`
 * (Rule 46: at most 16 characters of A-Z a-z 0-9 / -). Stored with its parts (series, year, sequence).
 */
export const invoiceNumberOf = (kind: string, prefix: string, financialYear: string, seq: number): string =>
  formatInvoiceNumber(kind === 'credit-note' ? creditNotePrefix(prefix) : prefix, financialYear, seq);
