import { ArgumentsHost, Catch, Inject, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import type { Platform } from '../platform';
import { PLATFORM } from '../platform.constants';
import { DomainError, type RemoteErrorPayload } from './domain-error';

/**
 * Turns what a message handler throws into `{code, message}` for the caller and hides internals.
 * Services put it on each message controller with @UseFilters(RpcErrorFilter).
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainError) {
      const payload: RemoteErrorPayload = { code: exception.code, message: exception.message };
      return throwError(() => payload);
    }
    this.platform.logger.error({ err: exception }, 'message handler failed');
    const payload: RemoteErrorPayload = { code: 'SERVER.INTERNAL', message: 'Something went wrong on our side' };
    return throwError(() => payload);
  }
}
