/** The rows of a raw query's result: node-postgres answers `{ rows }`, PGlite's drizzle driver the same shape. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
