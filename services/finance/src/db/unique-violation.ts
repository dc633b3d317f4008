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

/** Whether a write was refused by a CHECK constraint or a trigger raising check_violation (23514). */
export function isCheckViolation(err: unknown): boolean {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}
