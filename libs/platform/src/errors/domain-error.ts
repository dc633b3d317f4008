import { ErrorCodes, type ErrorCode } from '@thindi/contracts';

/** A failure with a stable code that survives the trip across a process boundary. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(message: string) {
    return new DomainError(ErrorCodes.validation, message);
  }
  static notFound(message: string) {
    return new DomainError(ErrorCodes.notFound, message);
  }
  static forbidden(message: string) {
    return new DomainError(ErrorCodes.forbidden, message);
  }
  static conflict(message: string) {
    return new DomainError(ErrorCodes.conflict, message);
  }
  static unavailable(message: string) {
    return new DomainError(ErrorCodes.unavailable, message);
  }
}

/** What an error looks like on the wire. */
export interface RemoteErrorPayload {
  code: ErrorCode;
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
