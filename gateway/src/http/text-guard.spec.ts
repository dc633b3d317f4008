import { inputProblem, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './text-guard';

describe('inputProblem', () => {
  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(inputProblem(deep)).toBe(TOO_DEEP_MESSAGE);
  });

  it('accepts nesting up to the limit', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) value = { a: value };
    expect(inputProblem(value)).toBeUndefined();
    expect(inputProblem({ wrap: value })).toBe(TOO_DEEP_MESSAGE);
  });

  it('names the first bad field in reading order', () => {
    expect(inputProblem({ a: 'ok', b: ['x', 'y\u0000'], c: '\ud800' })).toBe('b.1: must not contain a NUL character');
    expect(inputProblem({ address: { city: 'Madurai\udc00' } })).toBe('address.city: contains an invalid character');
    expect(inputProblem({ 'k\u0000': 1 })).toBe('input: must not contain a NUL character');
  });

  it('keeps surrogate pairs (emoji) and plain values', () => {
    expect(inputProblem({ note: 'Murukku 🥨', n: 1, ok: true, none: null })).toBeUndefined();
    expect(inputProblem(undefined)).toBeUndefined();
  });
});
