import {
  DOMAIN_ERRORS,
  GENERIC_ERROR_CODE,
  isDomainErrorCode,
  type DomainErrorCode,
  type DomainErrorCodeOf,
  type ErrorCode,
} from '@thindi/contracts';

/**
 * A failure with a stable domain code (`ORDER.OUT_OF_STOCK`) that survives the trip across a process boundary.
 * Its kind (and so its HTTP status) follows from the code.
 */
export class DomainError extends Error {
  readonly kind: ErrorCode;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = DOMAIN_ERRORS[code];
  }

  static validation(message: string, code: DomainErrorCodeOf<'VALIDATION'> = GENERIC_ERROR_CODE.VALIDATION) {
    return new DomainError(code, message);
  }
  static unauthorized(message: string, code: DomainErrorCodeOf<'UNAUTHORIZED'> = GENERIC_ERROR_CODE.UNAUTHORIZED) {
    return new DomainError(code, message);
  }
  static forbidden(message: string, code: DomainErrorCodeOf<'FORBIDDEN'> = GENERIC_ERROR_CODE.FORBIDDEN) {
    return new DomainError(code, message);
  }
  static notFound(message: string, code: DomainErrorCodeOf<'NOT_FOUND'> = GENERIC_ERROR_CODE.NOT_FOUND) {
    return new DomainError(code, message);
  }
  static conflict(message: string, code: DomainErrorCodeOf<'CONFLICT'> = GENERIC_ERROR_CODE.CONFLICT) {
    return new DomainError(code, message);
  }
  static rateLimited(message: string, code: DomainErrorCodeOf<'RATE_LIMITED'> = GENERIC_ERROR_CODE.RATE_LIMITED) {
    return new DomainError(code, message);
  }
  static tooLarge(message: string) {
    return new DomainError(GENERIC_ERROR_CODE.PAYLOAD_TOO_LARGE, message);
  }
  static unsupportedType(
    message: string,
    code: DomainErrorCodeOf<'UNSUPPORTED_MEDIA_TYPE'> = GENERIC_ERROR_CODE.UNSUPPORTED_MEDIA_TYPE,
  ) {
    return new DomainError(code, message);
  }
  static unavailable(message: string) {
    return new DomainError(GENERIC_ERROR_CODE.UNAVAILABLE, message);
  }
}

/** What an error looks like on the wire: the domain code and the message; the kind follows from the code. */
export interface RemoteErrorPayload {
  code: DomainErrorCode;
  message: string;
}

export function isRemoteErrorPayload(value: unknown): value is RemoteErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RemoteErrorPayload).code === 'string' &&
    typeof (value as RemoteErrorPayload).message === 'string'
  );
}

/**
 * The DomainError a payload stands for. A replica of another version may send a code this one does not know,
 * or only a kind (`NOT_FOUND`): it keeps its status through the kind's generic code.
 */
export function fromRemoteErrorPayload(payload: RemoteErrorPayload): DomainError {
  const code: string = payload.code;
  if (isDomainErrorCode(code)) return new DomainError(code, payload.message);
  const kind = Object.hasOwn(GENERIC_ERROR_CODE, code) ? (code as ErrorCode) : 'INTERNAL';
  return new DomainError(GENERIC_ERROR_CODE[kind], payload.message);
}
