/** A CSV field: quoted when it holds a comma, quote or line break, and a leading =, +, - or @ defused. */
function field(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header row, then one row per record, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Paise as rupees with two decimals and no grouping, as spreadsheets and bank files read them: '1234.50'. */
export const rupeesOf = (paise: number) => (paise / 100).toFixed(2);
