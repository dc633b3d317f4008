import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@thindi/contracts';
import { DomainError, LOGGER, type Logger } from '@thindi/platform';
import type { FastifyInstance } from 'fastify';

/** Bodies a direct upload may carry (what the file claims to be; the media service checks the bytes). */
const FILE_BODY_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'application/pdf',
  'application/octet-stream',
];

/**
 * Lets Fastify read a raw file body (PUT /api/upload/direct/...) into a Buffer, refusing it past 5 MB
 * with 'File size must be less than 5MB'. JSON and multipart bodies keep their own parsers.
 */
@Injectable()
export class DirectUploadBodyParser implements OnModuleInit {
  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/pdf')) return;
    fastify.addContentTypeParser(FILE_BODY_TYPES, (_req, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) {
          payload.removeAllListeners('data');
          payload.resume();
          done(DomainError.tooLarge(FILE_TOO_LARGE_MESSAGE), undefined);
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (size <= MAX_UPLOAD_BYTES) done(null, Buffer.concat(chunks));
      });
      payload.on('error', (err) => {
        this.logger.debug({ err }, 'upload body aborted');
        done(err, undefined);
      });
    });
  }
}
