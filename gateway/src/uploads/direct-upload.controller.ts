import { Body, Controller, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { completeUploadSchema, MediaPatterns, type UploadResponse, uploadResponseSchema } from '@thindi/contracts';
import { directUploadSecret, DomainError, PLATFORM, verifyDirectUpload, type Platform } from '@thindi/platform';
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
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

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
    const secret = directUploadSecret(this.platform.config);
    if (!signature || !verifyDirectUpload(secret, key, expiresAt, String(signature))) {
      throw DomainError.forbidden('This upload link is invalid or has expired');
    }
    const input = parseRequest(completeUploadSchema, { key });
    if (!Buffer.isBuffer(body)) throw DomainError.validation('Send the file itself as the request body');
    const incoming = { key: input.key, fileName: input.key };
    await this.platform.storage.put(incoming.key, body, 'application/octet-stream');
    try {
      return await this.platform.client.command(MediaPatterns.receiveDirectUpload, input);
    } finally {
      await dropIncoming(this.platform.storage, [incoming]);
    }
  }
}
