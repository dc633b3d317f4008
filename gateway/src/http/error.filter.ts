import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Logger } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from '../spa/spa';
import { errorAnswer } from './error-answer';

/**
 * One error envelope for every HTTP answer: `{ success: false, message, code }` with the status the error's
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
    const { status, body } = errorAnswer(exception);
    if (status === 404 && this.spa?.accepts(req)) {
      this.spa.send(reply);
      return;
    }
    if (status >= 500) this.logger.error({ err: exception, url: req.url }, 'request failed');
    reply.code(status).header('cache-control', 'no-store').send(body);
  }
}
