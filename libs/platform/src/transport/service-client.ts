import type { ClientProxy } from '@nestjs/microservices';
import { ErrorCodes } from '@thindi/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { setTimeout as delay } from 'node:timers/promises';
import { DomainError, isRemoteErrorPayload, type RemoteErrorPayload } from '../errors/domain-error';
import { remainingMs } from '../logging/request-context';
import { OUT_OF_TIME_MESSAGE } from './deadline';

export interface ServiceClientTimeouts {
  /** The longest any call may take when no request deadline bounds it (background work). */
  timeoutMs: number;
  /** How long one attempt of a query waits before it is sent again (to whichever replica is alive). */
  queryAttemptTimeoutMs: number;
}

const FIRST_PAUSE_MS = 25;
const LONGEST_PAUSE_MS = 400;

/**
 * What apps use to call a service. No call outlives the deadline of the request it serves. Queries (safe
 * to repeat) that do not answer within a short attempt timeout, or find no one, are sent again until the
 * deadline: a dead replica costs one attempt, not the whole request. Commands are sent once. Remote errors
 * come back as DomainErrors with their code.
 */
export class ServiceClient {
  private readonly timeouts: ServiceClientTimeouts;

  constructor(
    private readonly proxy: Pick<ClientProxy, 'send'>,
    timeouts: number | ServiceClientTimeouts,
  ) {
    this.timeouts = typeof timeouts === 'number' ? { timeoutMs: timeouts, queryAttemptTimeoutMs: timeouts } : timeouts;
  }

  /** `timeoutMs` bounds this one query, retries included (a caller that would rather go without than wait). */
  async query<T>(pattern: string, data: unknown, options: { timeoutMs?: number } = {}): Promise<T> {
    const endsAt = this.endOfCall(options.timeoutMs ?? this.timeouts.timeoutMs);
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      const attemptMs = Math.min(this.timeouts.queryAttemptTimeoutMs, endsAt - Date.now());
      try {
        return await this.once<T>(pattern, data, attemptMs);
      } catch (err) {
        const retriable = isRemoteErrorPayload(err) && err.code === ErrorCodes.unavailable;
        if (!retriable || endsAt - Date.now() <= pause) throw toDomainError(err);
        await delay(pause);
      }
    }
  }

  /** Sent once (it changes something), with all the time the request has left. */
  async command<T>(pattern: string, data: unknown): Promise<T> {
    const endsAt = this.endOfCall(this.timeouts.timeoutMs);
    try {
      return await this.once<T>(pattern, data, endsAt - Date.now());
    } catch (err) {
      throw toDomainError(err);
    }
  }

  /** When this call must be over: its own limit, cut short by the request's deadline; fails once that passed. */
  private endOfCall(limitMs: number): number {
    const left = remainingMs();
    if (left === 0) throw DomainError.unavailable(OUT_OF_TIME_MESSAGE);
    return Date.now() + Math.min(limitMs, left ?? limitMs);
  }

  /** One attempt; a silence past `waitMs` comes back as an 'unavailable' payload like any other. */
  private async once<T>(pattern: string, data: unknown, waitMs: number): Promise<T> {
    const reply$ = this.proxy.send<T>(pattern, data ?? {}).pipe(timeout({ first: Math.max(1, waitMs) }));
    try {
      return await firstValueFrom(reply$);
    } catch (err) {
      if (isRemoteErrorPayload(err)) throw err;
      const silence: RemoteErrorPayload = {
        code: ErrorCodes.unavailable,
        message: `The service behind ${pattern} did not answer`,
      };
      throw silence;
    }
  }
}

function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (isRemoteErrorPayload(err)) return new DomainError(err.code, err.message);
  return DomainError.unavailable('A service did not answer');
}
