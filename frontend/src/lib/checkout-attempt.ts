/**
 * One checkout attempt has one Idempotency-Key: made when the shopper reaches Review, kept in
 * sessionStorage across failed or timed-out tries and page reloads, so a retry after the server placed
 * the order (but the answer was lost) returns that order instead of making a second one. The key is
 * bound to a fingerprint of the whole order sent: a changed cart, address, payment method, note, or any
 * field the order gains later, is a new attempt (the order service refuses a key sent with another order).
 */
export type CheckoutAttempt = {
  items: ReadonlyArray<{ productId: string; quantity: number } & Record<string, unknown>>;
} & Record<string, unknown>;

interface StoredAttempt {
  fingerprint: string;
  key: string;
}

export const CHECKOUT_ATTEMPT_STORAGE_KEY = 'thindi.checkout-attempt';

/** When the browser refuses storage (private modes, quotas) the attempt lives as long as the page. */
let unstored: StoredAttempt | null = null;

/** The attempt's key: the stored one while the attempt is unchanged, else a new one (stored). */
export function checkoutAttemptKey(attempt: CheckoutAttempt): string {
  const fingerprint = fingerprintOf(attempt);
  const stored = readAttempt();
  if (stored?.fingerprint === fingerprint) return stored.key;
  const fresh = { fingerprint, key: newKey() };
  writeAttempt(fresh);
  return fresh.key;
}

/** Forgets the attempt once its order is placed: the next checkout is a new attempt. */
export function finishCheckoutAttempt(): void {
  unstored = null;
  try {
    sessionStorage.removeItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/** Every field in one form: object keys sorted, text trimmed, empty and absent fields left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'object' || value === null) return value;
  return Object.entries(value)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, v]) => [field, canonical(v)]);
}

/**
 * A hash rather than the data itself, so the shopper's address is not copied into storage. Every field of the
 * order counts, lines in product order.
 */
function fingerprintOf({ items, ...rest }: CheckoutAttempt): string {
  const lines = [...items].sort((a, b) => a.productId.localeCompare(b.productId));
  return cyrb53(JSON.stringify(canonical({ ...rest, items: lines })));
}

/** cyrb53: a fast 53-bit string hash; two different attempts sharing one is vanishingly unlikely. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
}

function readAttempt(): StoredAttempt | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAttempt>;
    return typeof parsed.fingerprint === 'string' && typeof parsed.key === 'string'
      ? { fingerprint: parsed.fingerprint, key: parsed.key }
      : null;
  } catch {
    return unstored;
  }
}

function writeAttempt(attempt: StoredAttempt): void {
  try {
    sessionStorage.setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    unstored = attempt;
  }
}
