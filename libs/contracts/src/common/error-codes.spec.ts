import { DOMAIN_ERRORS, errorEnvelopeSchema, GENERIC_ERROR_CODE, isDomainErrorCode } from './error-codes';
import { ERROR_HTTP_STATUS, ErrorCodes } from './errors';

describe('domain error codes', () => {
  it('gives every code a kind with an HTTP status', () => {
    for (const [code, kind] of Object.entries(DOMAIN_ERRORS)) {
      expect([code, ERROR_HTTP_STATUS[kind]]).toEqual([code, expect.any(Number)]);
    }
  });

  it('names each code AREA.WORDS in capitals', () => {
    for (const code of Object.keys(DOMAIN_ERRORS)) expect(code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
  });

  it('has a generic code of the same kind for every kind', () => {
    for (const kind of Object.values(ErrorCodes)) expect(DOMAIN_ERRORS[GENERIC_ERROR_CODE[kind]]).toBe(kind);
  });

  it('maps the codes clients branch on to the statuses they expect', () => {
    const status = (code: keyof typeof DOMAIN_ERRORS) => ERROR_HTTP_STATUS[DOMAIN_ERRORS[code]];
    expect(status('AUTH.INVALID_CREDENTIALS')).toBe(401);
    expect(status('ORDER.OUT_OF_STOCK')).toBe(409);
    expect(status('CATALOG.PRODUCT_CHANGED')).toBe(409);
    expect(status('REQUEST.INVALID')).toBe(400);
    expect(status('REQUEST.NOT_FOUND')).toBe(404);
    expect(status('REQUEST.RATE_LIMITED')).toBe(429);
    expect(status('ORDER.IDEMPOTENCY_KEY_REUSED')).toBe(422);
  });

  it('recognises only the codes of the catalogue', () => {
    expect(isDomainErrorCode('ORDER.OUT_OF_STOCK')).toBe(true);
    expect(isDomainErrorCode('CONFLICT')).toBe(false);
    expect(isDomainErrorCode('toString')).toBe(false);
    expect(isDomainErrorCode(42)).toBe(false);
  });

  it('describes the error envelope with its code', () => {
    expect(errorEnvelopeSchema.parse({ success: false, message: 'x', code: 'AUTH.FORBIDDEN' })).toBeTruthy();
    expect(errorEnvelopeSchema.safeParse({ success: false, message: 'x', code: 'NOPE' }).success).toBe(false);
  });
});
