/** Invoices are numbered per financial year: 1 April to 31 March, in India (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The date in India of an instant, as YYYY-MM-DD. */
export const indianDateOf = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The financial year of an instant as invoice numbers write it: '2526' for 1 April 2025 – 31 March 2026. */
export function financialYearOf(at: Date): string {
  const [year, month] = indianDateOf(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The printed number of an invoice: `AMS/2526/000123`. Stored with its parts (series, year, sequence), so this
 * one call is all that changes when libs/india's `formatInvoiceNumber` takes over the format.
 */
export const formatInvoiceNumber = (prefix: string, financialYear: string, seq: number): string =>
  `${prefix}/${financialYear}/${String(seq).padStart(6, '0')}`;
