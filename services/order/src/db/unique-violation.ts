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

/** A drawn number that is taken is drawn again; this many draws in a row colliding is not chance. */
const NUMBER_DRAWS = 5;

/**
 * Runs `attempt`, which draws a new number (an order's, a ticket's) each time it runs, again while it fails on the
 * unique index of that number, at most NUMBER_DRAWS times; any other failure is thrown at once.
 */
export async function drawingNumbers<T>(numberIndex: string, attempt: () => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await attempt();
    } catch (err) {
      if (violatedUniqueIndex(err) !== numberIndex || draw === NUMBER_DRAWS) throw err;
    }
  }
}
