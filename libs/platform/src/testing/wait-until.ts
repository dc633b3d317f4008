/**
 * Waits for a condition (never for a fixed time): checks it every few milliseconds (`everyMs`: a check that asks a
 * server can ask less often) and fails naming `what` if it has not come within `limitMs`.
 */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, limitMs = 20_000, everyMs = 25) {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
