import type { RemoteErrorPayload } from '../errors/domain-error';

export const OUT_OF_TIME_MESSAGE = 'The request took too long to complete. Please try again.';

/** True once the caller's deadline passed: nobody waits for the answer any more, so the work is not started. */
export const pastDeadline = (deadline: number | undefined, now = Date.now()): boolean =>
  deadline !== undefined && deadline <= now;

/** The answer to a request that arrived after its deadline. */
export const lateRefusal = (): RemoteErrorPayload => ({ code: 'SERVICE.UNAVAILABLE', message: OUT_OF_TIME_MESSAGE });
