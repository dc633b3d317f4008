import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError, FILE_STORAGE, type Storage } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBodies } from '../http/openapi';

/**
 * Public files: product images and review photos (a photo not yet approved is left out of the review list, but its
 * author sees it at once). KYC documents are never served here.
 */
const PUBLIC_PREFIXES = ['product-images/', 'review-photos/'];
/**
 * Every upload gets a new key and a stored image is never rewritten under its key, so a browser or CDN may keep
 * it for a year without asking again.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: Storage) {}

  @Get('*')
  @ApiParam({ name: 'path', description: 'The key of the file, e.g. product-images/<name>.webp' })
  @ApiOperation({ summary: 'A public file (product image or review photo), streamed from storage' })
  @ApiBodies({ response: 'file' })
  async get(@Param('*') key: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p)))
      throw DomainError.notFound('File not found', 'MEDIA.NOT_FOUND');
    const file = await this.storage.get(key);
    if (!file) throw DomainError.notFound('File not found', 'MEDIA.NOT_FOUND');
    const etag = `"${file.info.size}-${key.length}"`;
    reply.header('etag', etag).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply.type(file.info.contentType).header('content-length', file.info.size).send(file.stream);
  }
}
