/** Text fields of a multipart form, as the browser sent them. */
export type FormFields = Record<string, string>;

const BRACKET = /^([A-Za-z0-9_]+)\[([A-Za-z0-9_]+)\]$/;
/** Names that would reach Object.prototype through `out[name]`. */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Multipart forms carry nested objects either as a JSON string (`address={"city":...}`) or in bracket
 * form (`address[city]=...`); both become `{ address: { city } }`. A JSON string that does not parse
 * stays a string, so validation names the field instead of failing here.
 */
export function nestFormFields(fields: FormFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const bracket = BRACKET.exec(name);
    if (UNSAFE.has(name) || (bracket && (UNSAFE.has(bracket[1]) || UNSAFE.has(bracket[2])))) continue;
    if (bracket) {
      const [, parent, child] = bracket;
      const current = out[parent];
      const target = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
      target[child] = value;
      out[parent] = target;
    } else if (typeof out[name] !== 'object') {
      out[name] = parseJsonObject(value) ?? value;
    }
  }
  return out;
}

function parseJsonObject(value: string): Record<string, unknown> | undefined {
  if (!value.trim().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
