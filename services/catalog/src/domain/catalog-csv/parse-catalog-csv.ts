import { CsvError, parse } from 'csv-parse/sync';
import {
  CATALOG_CSV_HEADERS,
  MAX_CATALOG_CSV_ROWS,
  type CatalogCsvColumn,
  type CatalogCsvError,
} from './catalog-csv-columns';
import { readCatalogRow, type CatalogCsvCells, type CatalogCsvRow } from './read-catalog-row';

export interface ParsedCatalogCsv {
  rows: CatalogCsvRow[];
  errors: CatalogCsvError[];
}

/** Thrown from the header check: the file's one error. */
class FileError extends Error {
  constructor(readonly error: CatalogCsvError) {
    super(error.message);
  }
}

const fileError = (message: string, column: string | null = null, row = 1) => new FileError({ row, column, message });

/** Header names in any case; every documented column once, and no other. */
function checkHeader(header: string[]): CatalogCsvColumn[] {
  const names = header.map((name) => name.toLowerCase());
  const unknown = names.find((name) => !(CATALOG_CSV_HEADERS as string[]).includes(name));
  if (unknown !== undefined) {
    throw fileError(`unknown column '${unknown}': the columns are ${CATALOG_CSV_HEADERS.join(', ')}`, unknown);
  }
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw fileError(`the column '${twice}' appears twice in the header`, twice);
  const missing = CATALOG_CSV_HEADERS.find((name) => !names.includes(name));
  if (missing !== undefined) throw fileError(`the header lacks the column '${missing}'`, missing);
  return names as CatalogCsvColumn[];
}

/** Characters the export's formula escaping puts a ' before (csv-stringify's `escape_formulas`). */
const ESCAPED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const unescapeFormula = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

interface ParsedRecord {
  record: Record<CatalogCsvColumn, string>;
  info: { records: number; empty_lines: number };
}

function parseRecords(text: string): ParsedRecord[] {
  return parse(text, {
    bom: true,
    columns: checkHeader,
    skip_empty_lines: true,
    trim: true,
    info: true,
    // One past the limit is enough to tell the file is too long.
    to: MAX_CATALOG_CSV_ROWS + 1,
  }) as unknown as ParsedRecord[];
}

function csvErrorOf(error: CsvError): CatalogCsvError {
  const line = (error as CsvError & { lines?: number }).lines ?? 1;
  const record = (error as CsvError & { record?: string[] }).record;
  const message =
    error.code === 'CSV_RECORD_INCONSISTENT_COLUMNS' && record
      ? `line ${line} has ${record.length} cells, but the header has ${CATALOG_CSV_HEADERS.length}`
      : `the file is not CSV that can be read: ${error.message}`;
  return { row: line, column: null, message };
}

/**
 * Reads an imported catalogue file into rows, or the errors of its rows. A file that cannot be read as a whole (not
 * CSV, a bad header, empty, too many rows) gets one error naming why.
 */
export function parseCatalogCsv(text: string): ParsedCatalogCsv {
  let records: ParsedRecord[];
  try {
    records = parseRecords(text);
  } catch (error) {
    if (error instanceof FileError) return { rows: [], errors: [error.error] };
    if (error instanceof CsvError) return { rows: [], errors: [csvErrorOf(error)] };
    throw error;
  }
  if (records.length === 0) {
    const message = text.trim() === '' ? 'the file is empty' : 'the file has no product rows below its header';
    return { rows: [], errors: [{ row: 1, column: null, message }] };
  }
  if (records.length > MAX_CATALOG_CSV_ROWS) {
    const message = `the file has more than ${MAX_CATALOG_CSV_ROWS} rows: split it into smaller files`;
    return { rows: [], errors: [{ row: MAX_CATALOG_CSV_ROWS + 2, column: null, message }] };
  }
  const rows: CatalogCsvRow[] = [];
  const errors: CatalogCsvError[] = [];
  for (const { record, info } of records) {
    const cells = Object.fromEntries(
      Object.entries(record).map(([column, cell]) => [column, unescapeFormula(cell)]),
    ) as CatalogCsvCells;
    // The header is row 1; a spreadsheet shows the empty lines the parser skips as rows of their own.
    const read = readCatalogRow(cells, info.records + info.empty_lines + 1);
    if (Array.isArray(read)) errors.push(...read);
    else rows.push(read);
  }
  return { rows, errors };
}
