import { HttpException } from '@nestjs/common';
import {
  ERROR_HTTP_STATUS,
  GENERIC_ERROR_CODE,
  type DomainErrorCode,
  type ErrorCode,
  type ErrorEnvelope,
} from '@thindi/contracts';
import { DomainError, UnansweredCommandError } from '@thindi/platform';
import type { FastifyReply } from 'fastify';

/** What an error is answered with: the status and the envelope. */
export interface ErrorAnswer {
  status: number;
  body: ErrorEnvelope;
}

/** Fastify's own client errors (bad JSON, body too large, ...) carry a 4xx statusCode. */
interface FastifyClientError {
  statusCode: number;
  message: string;
}

const isFastifyError = (e: unknown): e is FastifyClientError =>
  typeof e === 'object' && e !== null && typeof (e as FastifyClientError).statusCode === 'number';

const KIND_OF_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_HTTP_STATUS) as Array<[ErrorCode, number]>).map(([kind, status]) => [status, kind]),
);

/**
 * The code of an error that carries only a status (the router's 404, the throttler's 429, Fastify's bad JSON):
 * the generic code of its kind; a 4xx the table does not name is still the client's bad request.
 */
export function codeForStatus(status: number): DomainErrorCode {
  const kind = KIND_OF_STATUS.get(status);
  if (kind) return GENERIC_ERROR_CODE[kind];
  return status < 500 ? GENERIC_ERROR_CODE.VALIDATION : GENERIC_ERROR_CODE.INTERNAL;
}

const UNAVAILABLE_STATUS = ERROR_HTTP_STATUS.UNAVAILABLE;

/** What a client reads when a change it asked for may have been made: the same Idempotency-Key may be sent again. */
export const MAY_HAVE_TAKEN_EFFECT_MESSAGE = 'A service did not answer in time; the request may have taken effect';

/**
 * Every 503 says whether the request may have taken effect: only a change that was sent and got no answer may
 * have; a call that reached no instance, or that a service answered, did not.
 */
const answer = (status: number, message: string, code: DomainErrorCode, mayHaveTakenEffect = false): ErrorAnswer => ({
  status,
  body:
    status === UNAVAILABLE_STATUS
      ? { success: false, message, code, mayHaveTakenEffect }
      : { success: false, message, code },
});

/** One envelope for every failure; anything unexpected becomes a 500 that reveals nothing. */
export function errorAnswer(exception: unknown): ErrorAnswer {
  if (exception instanceof UnansweredCommandError)
    return answer(UNAVAILABLE_STATUS, MAY_HAVE_TAKEN_EFFECT_MESSAGE, exception.code, true);
  if (exception instanceof DomainError)
    return answer(ERROR_HTTP_STATUS[exception.kind], exception.message, exception.code);
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    const message =
      typeof response === 'object' && response !== null && 'message' in response
        ? [(response as { message: unknown }).message].flat().join('; ')
        : exception.message;
    const status = exception.getStatus();
    return answer(status, message, codeForStatus(status));
  }
  if (isFastifyError(exception) && exception.statusCode >= 400 && exception.statusCode < 500) {
    return answer(exception.statusCode, exception.message, codeForStatus(exception.statusCode));
  }
  return answer(500, 'Something went wrong on our side', GENERIC_ERROR_CODE.INTERNAL);
}

/**
 * Fastify's router refuses some URLs before any hook or filter runs (a bad percent-encoding, a path segment past
 * maxParamLength): they get the same envelope and code as every other refusal.
 */
export function answerFrameworkError(error: Error, _req: unknown, reply: FastifyReply): void {
  const { status, body } = errorAnswer(error);
  void reply.code(status).header('cache-control', 'no-store').send(body);
}
