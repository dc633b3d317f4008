import { sql } from 'drizzle-orm';

/** Each value a parameter of its own: `in (${listOf(values)})`. */
export const listOf = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `execute` answers rows (PGlite) or a result with rows (node-postgres), depending on the driver. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** `prefix%` with LIKE's own characters escaped: what is typed matches as typed. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
