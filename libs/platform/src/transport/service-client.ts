import type { ClientProxy } from '@nestjs/microservices';
import { ErrorCodes } from '@thindi/contracts';
import { firstValueFrom, retry, timeout, timer } from 'rxjs';
import { DomainError, isRemoteErrorPayload } from '../errors/domain-error';

/**
 * What apps use to call a service: queries (safe to repeat) are retried once when the service is
 * unavailable; commands are sent once. Remote errors come back as DomainErrors with their code.
 */
export class ServiceClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  /** `timeoutMs` bounds this one query, retries included (a caller that would rather go without than wait). */
  query<T>(pattern: string, data: unknown, options: { timeoutMs?: number } = {}): Promise<T> {
    if (options.timeoutMs === undefined) return this.call<T>(pattern, data, 2, this.timeoutMs + 500);
    return this.call<T>(pattern, data, 0, options.timeoutMs);
  }

  command<T>(pattern: string, data: unknown): Promise<T> {
    return this.call<T>(pattern, data, 0, this.timeoutMs + 500);
  }

  private async call<T>(pattern: string, data: unknown, retries: number, waitMs: number): Promise<T> {
    const reply$ = this.proxy.send<T>(pattern, data ?? {}).pipe(
      timeout({ first: waitMs }),
      retry({
        count: retries,
        delay: (err) => {
          if (isRemoteErrorPayload(err) && err.code !== ErrorCodes.unavailable) throw err;
          return timer(50);
        },
      }),
    );
    try {
      return await firstValueFrom(reply$);
    } catch (err) {
      if (isRemoteErrorPayload(err)) throw new DomainError(err.code, err.message);
      throw new DomainError(ErrorCodes.unavailable, `The service behind ${pattern} did not answer`);
    }
  }
}
