import type { ErrorCode } from './errors';

/**
 * The stable domain codes an error answer carries next to its message (`{ success: false, message, code }`).
 * Clients branch on these, never on the message text. Each names the kind of failure it is, which fixes its
 * HTTP status through ERROR_HTTP_STATUS.
 */
export const DOMAIN_ERRORS = {
  'REQUEST.INVALID': 'VALIDATION',
  'REQUEST.TOO_LARGE': 'PAYLOAD_TOO_LARGE',
  'REQUEST.UNSUPPORTED_TYPE': 'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST.RATE_LIMITED': 'RATE_LIMITED',
  'REQUEST.NOT_FOUND': 'NOT_FOUND',
  'REQUEST.CONFLICT': 'CONFLICT',
  'SERVICE.UNAVAILABLE': 'UNAVAILABLE',
  'SERVER.INTERNAL': 'INTERNAL',
  'AUTH.UNAUTHENTICATED': 'UNAUTHORIZED',
  'AUTH.SESSION_ENDED': 'UNAUTHORIZED',
  'AUTH.INVALID_CREDENTIALS': 'UNAUTHORIZED',
  'AUTH.INVALID_CODE': 'UNAUTHORIZED',
  'AUTH.FORBIDDEN': 'FORBIDDEN',
  'AUTH.ACCOUNT_DEACTIVATED': 'FORBIDDEN',
  'AUTH.EMAIL_TAKEN': 'CONFLICT',
  'AUTH.EMAIL_NOT_VERIFIED': 'FORBIDDEN',
  'CATALOG.PRODUCT_NOT_FOUND': 'NOT_FOUND',
  'CATALOG.PRODUCT_CHANGED': 'CONFLICT',
  'CATALOG.NOT_PRODUCT_OWNER': 'FORBIDDEN',
  'ORDER.NOT_FOUND': 'NOT_FOUND',
  'ORDER.OUT_OF_STOCK': 'CONFLICT',
  'ORDER.NOT_HELD': 'CONFLICT',
  'ORDER.STATUS_NOT_ALLOWED': 'CONFLICT',
  'SELLER.NOT_FOUND': 'NOT_FOUND',
  'SELLER.NOT_APPROVED': 'FORBIDDEN',
  'MEDIA.NOT_FOUND': 'NOT_FOUND',
  'MEDIA.UNSUPPORTED_FILE': 'UNSUPPORTED_MEDIA_TYPE',
} as const satisfies Record<string, ErrorCode>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

/** True for a code this catalogue defines (an answer from an older or newer server may carry others). */
export const isDomainErrorCode = (value: unknown): value is DomainErrorCode =>
  typeof value === 'string' && Object.hasOwn(DOMAIN_ERRORS, value);
