import type { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DomainError,
  fromRemoteErrorPayload,
  isRemoteErrorPayload,
  type RemoteErrorPayload,
} from '../errors/domain-error';
import { remainingMs } from '../logging/request-context';
import type { Metrics, RpcClientOutcome } from '../metrics/metrics';
import { OUT_OF_TIME_MESSAGE } from './deadline';
import { performance } from 'node:perf_hooks';

export interface ServiceClientTimeouts {
  /** The longest any call may take when no request deadline bounds it (background work). */
  timeoutMs: number;
  /** How long one attempt of a query waits before it is sent again (to whichever replica is alive). */
  queryAttemptTimeoutMs: number;
}

/** What an attempt that got no answer in time comes back as. */
const SILENCE: RemoteErrorPayload = { code: 'SERVICE.UNAVAILABLE', message: 'A service did not answer in time' };

/**
 * A command that was sent and got no answer in time: the service may still be carrying it out, or have done so and
 * lost its answer. Unlike a refusal, or a call no instance received, the caller cannot say it failed.
 */
export class UnansweredCommandError extends DomainError {
  readonly mayHaveTakenEffect = true;

  constructor() {
    super('SERVICE.UNAVAILABLE', SILENCE.message);
  }
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
    /** Where each attempt's time goes (`thindi_rpc_client_duration_seconds`). */
    private readonly metrics?: Pick<Metrics, 'rpcClientDuration'>,
  ) {
    this.timeouts = typeof timeouts === 'number' ? { timeoutMs: timeouts, queryAttemptTimeoutMs: timeouts } : timeouts;
  }

  /** `timeoutMs` bounds this one query, retries included (a caller that would rather go without than wait). */
  async query<T>(pattern: string, data: unknown, options: { timeoutMs?: number } = {}): Promise<T> {
    const call = this.startCall(options.timeoutMs ?? this.timeouts.timeoutMs);
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      const attemptMs = Math.min(this.timeouts.queryAttemptTimeoutMs, call.endsAt - Date.now());
      try {
        return await this.once<T>(pattern, data, attemptMs);
      } catch (err) {
        if (!isRemoteErrorPayload(err) || fromRemoteErrorPayload(err).kind !== 'UNAVAILABLE') throw toDomainError(err);
        if (call.endsAt - Date.now() <= pause) throw call.byDeadline ? outOfTime() : toDomainError(err);
        await delay(pause);
      }
    }
  }

  /**
   * Sent once (it changes something), with all the time the request has left. No answer in that time is an
   * UnansweredCommandError: it may have been carried out.
   */
  async command<T>(pattern: string, data: unknown): Promise<T> {
    const call = this.startCall(this.timeouts.timeoutMs);
    try {
      return await this.once<T>(pattern, data, call.endsAt - Date.now());
    } catch (err) {
      throw err === SILENCE ? new UnansweredCommandError() : toDomainError(err);
    }
  }

  /**
   * When this call must be over: its own limit, cut short by the request's deadline (then `byDeadline`);
   * fails at once when the deadline already passed.
   */
  private startCall(limitMs: number): { endsAt: number; byDeadline: boolean } {
    const left = remainingMs();
    if (left === 0) throw outOfTime();
    const byDeadline = left !== undefined && left <= limitMs;
    return { endsAt: Date.now() + (byDeadline ? left : limitMs), byDeadline };
  }

  /** One attempt; a silence past `waitMs` comes back as an 'unavailable' payload like any other. */
  private async once<T>(pattern: string, data: unknown, waitMs: number): Promise<T> {
    const reply$ = this.proxy.send<T>(pattern, data ?? {}).pipe(timeout({ first: Math.max(1, waitMs) }));
    const started = performance.now();
    const observe = (outcome: RpcClientOutcome) =>
      this.metrics?.rpcClientDuration.observe({ pattern, outcome }, (performance.now() - started) / 1000);
    try {
      const answer = await firstValueFrom(reply$);
      observe('ok');
      return answer;
    } catch (err) {
      observe(isRemoteErrorPayload(err) ? 'error' : 'timeout');
      throw isRemoteErrorPayload(err) ? err : SILENCE;
    }
  }
}

/** A call cut short by the request's deadline says so: the shopper may simply try again. */
const outOfTime = () => DomainError.unavailable(OUT_OF_TIME_MESSAGE);

function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (isRemoteErrorPayload(err)) return fromRemoteErrorPayload(err);
  return DomainError.unavailable('A service did not answer');
}
