/**
 * What is waited for, named in the failure; a function is asked only when the wait fails, so the message can carry
 * what was seen meanwhile (the logs of the processes, the mails caught).
 */
export type WaitingFor = string | (() => string);

/**
 * Waits for a condition (never for a fixed time): checks it every few milliseconds (`everyMs`: a check that asks a
 * server can ask less often) and fails naming `what` if it has not come within `limitMs`.
 */
export async function waitUntil(
  what: WaitingFor,
  check: () => Promise<boolean> | boolean,
  limitMs = 20_000,
  everyMs = 25,
): Promise<void> {
  await waitUntilFound(what, async () => (await check()) || undefined, limitMs, everyMs);
}

/**
 * Waits until `find` answers something (anything but `undefined`) and answers it: the mail that came, the row that
 * was written. Fails like `waitUntil`.
 */
export async function waitUntilFound<T>(
  what: WaitingFor,
  find: () => Promise<T | undefined> | T | undefined,
  limitMs = 20_000,
  everyMs = 25,
): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) {
      throw new Error(`timed out after ${limitMs} ms waiting until ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
