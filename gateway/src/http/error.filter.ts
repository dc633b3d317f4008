import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { ERROR_HTTP_STATUS, type ErrorEnvelope } from '@thindi/contracts';
import { DomainError, type Logger } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from '../spa/spa';

/** Fastify's own client errors (bad JSON, body too large, ...) carry a 4xx statusCode. */
interface FastifyClientError {
  statusCode: number;
  message: string;
}

const isFastifyError = (e: unknown): e is FastifyClientError =>
  typeof e === 'object' && e !== null && typeof (e as FastifyClientError).statusCode === 'number';

/**
 * One error envelope for every HTTP answer: `{ success: false, message }` with the status the error's
 * code maps to. Unknown failures are logged and answered with a generic 500 that reveals nothing.
 * A GET for a page that is not an API route gets the SPA instead (client-side routing).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa: SpaFallback | undefined,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, message } = this.describe(exception);
    if (status === 404 && this.spa?.accepts(req)) {
      this.spa.send(reply);
      return;
    }
    if (status >= 500) this.logger.error({ err: exception, url: req.url }, 'request failed');
    const body: ErrorEnvelope = { success: false, message };
    reply.code(status).header('cache-control', 'no-store').send(body);
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof DomainError)
      return { status: ERROR_HTTP_STATUS[exception.code] ?? 500, message: exception.message };
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const message =
        typeof response === 'object' && response !== null && 'message' in response
          ? [(response as { message: unknown }).message].flat().join('; ')
          : exception.message;
      return { status: exception.getStatus(), message };
    }
    if (isFastifyError(exception) && exception.statusCode >= 400 && exception.statusCode < 500) {
      return { status: exception.statusCode, message: exception.message };
    }
    return { status: 500, message: 'Something went wrong on our side' };
  }
}
