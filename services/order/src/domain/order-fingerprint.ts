import type { PlaceOrderInput } from '@thindi/contracts';
import { createHash } from 'node:crypto';

/**
 * The value in one canonical form: object keys sorted, absent and empty values left out (an optional field sent
 * empty is the same order as one not sent), arrays in their order.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

/**
 * Lines of the same thing (the same product, and variant or any other line field there may be) added up into one,
 * sorted: what the order is made of, however the checkout split or ordered its lines.
 */
function mergedLines(items: PlaceOrderInput['items']): unknown[] {
  const merged = new Map<string, number>();
  for (const { quantity, ...what } of items) {
    const key = JSON.stringify(canonical(what));
    merged.set(key, (merged.get(key) ?? 0) + quantity);
  }
  return [...merged.keys()].sort().map((key) => ({ ...(JSON.parse(key) as object), quantity: merged.get(key) }));
}

/**
 * What an Idempotency-Key stands for: sha256 of everything the order is made from (its items merged and sorted,
 * the shipping address, the payment method, the notes, and any field added to the order later), as parsed. The
 * same checkout sent again has the same fingerprint however its lines are split or its keys ordered.
 */
export function orderFingerprint(input: PlaceOrderInput): string {
  const text = JSON.stringify(canonical({ ...input, items: mergedLines(input.items) }));
  return createHash('sha256').update(text).digest('hex');
}
