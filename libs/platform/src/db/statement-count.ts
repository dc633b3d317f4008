import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `DB_STATEMENT_COUNT_DIR` set (benchmarks only): every statement a drizzle handle runs is counted under the
 * schema of its tables (the service) and its first word (select, insert, ...), and the counts of this process
 * are written to `<dir>/<pid>.json` once a second, so a benchmark can tell how many statements each service
 * runs per order. On PostgreSQL a transaction's BEGIN and COMMIT are counted too; PGlite opens its
 * transactions without a statement drizzle sees. Unset: nothing is counted.
 */
const dir = process.env['DB_STATEMENT_COUNT_DIR'];
const counts: Record<string, Record<string, number>> = {};
let timer: NodeJS.Timeout | undefined;

/** Written aside and renamed into place, so a reader never sees half a file. */
function write(): void {
  if (!dir) return;
  const file = join(dir, `${process.pid}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify(counts));
  renameSync(`${file}.tmp`, file);
}

export function countedQueries(schema: Record<string, unknown>): Logger | undefined {
  if (!dir) return undefined;
  const table = Object.values(schema).find((t): t is PgTable => t instanceof PgTable);
  const owner = (table && getTableConfig(table).schema) ?? 'public';
  const mine = (counts[owner] ??= {});
  if (!timer) {
    timer = setInterval(write, 1000).unref();
    process.once('exit', write);
  }
  return {
    logQuery: (query) => {
      const kind = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'other';
      mine[kind] = (mine[kind] ?? 0) + 1;
    },
  };
}
