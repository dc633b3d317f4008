import { Body, Controller, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { completeUploadSchema, MediaPatterns, type UploadResponse, uploadResponseSchema } from '@thindi/contracts';
import {
  APP_CONFIG,
  directUploadSecret,
  DomainError,
  FILE_STORAGE,
  ServiceClient,
  verifyDirectUpload,
  type AppConfig,
  type Storage,
} from '@thindi/platform';
import { parseRequest } from '../http/parse';
import { dropIncoming } from './incoming-files';
import { ApiBodies } from '../http/openapi';

/**
 * Where a presigned URL points when storage is a local folder (standalone): no token, the signature
 * made by the media service stands for the owner. The bytes go to the temporary key and media takes them.
 */
@ApiTags('uploads')
@Controller('upload/direct')
export class DirectUploadController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
  ) {}

  @Put('*')
  @ApiParam({ name: 'path', description: 'The upload key the presigned URL names' })
  @ApiOperation({ summary: 'PUT the file body to a signed upload address (from POST /api/upload/presigned-url)' })
  @ApiBodies({ raw: 'The file itself, as it is', response: uploadResponseSchema })
  async put(
    @Param('*') key: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Body() body: unknown,
  ): Promise<UploadResponse> {
    const expiresAt = Number(expires);
    const secret = directUploadSecret(this.config);
    if (!signature || !verifyDirectUpload(secret, key, expiresAt, String(signature))) {
      throw DomainError.forbidden('This upload link is invalid or has expired');
    }
    const input = parseRequest(completeUploadSchema, { key });
    if (!Buffer.isBuffer(body)) throw DomainError.validation('Send the file itself as the request body');
    const incoming = { key: input.key, fileName: input.key };
    await this.storage.put(incoming.key, body, 'application/octet-stream');
    try {
      return await this.client.command(MediaPatterns.receiveDirectUpload, input);
    } finally {
      await dropIncoming(this.storage, [incoming]);
    }
  }
}
