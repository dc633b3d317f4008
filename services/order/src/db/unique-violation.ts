/**
 * The unique index a failed insert ran into, or undefined when it failed for another reason. Drivers wrap the
 * database's error (drizzle puts it in `cause`), so the chain is walked for PostgreSQL's code 23505.
 */
export function violatedUniqueIndex(err: unknown): string | undefined {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
