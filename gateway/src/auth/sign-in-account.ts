/** The e-mail a sign-in or code request is about, trimmed and in lower case; undefined when the body names none. */
export function accountOf(req: { body?: unknown }): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * The `email` throttler's counter: one account from one address. Counting an account from every address together
 * and refusing past a limit would let anyone lock its owner out with wrong passwords; that count only slows down
 * (AccountSlowdown). A call that names no account counts under its address.
 */
export function accountAtAddress(req: { body?: unknown; ip: string }): string {
  const account = accountOf(req);
  return account ? `email:${account}|address:${req.ip}` : `address:${req.ip}`;
}
