import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_TYPES,
  DOCUMENT_TYPES_MESSAGE,
  PRESIGNED_URL_TTL_SECONDS,
  type PresignedUpload,
  type PresignUploadInput,
  type Principal,
} from '@thindi/contracts';
import {
  APP_CONFIG,
  directUploadPath,
  directUploadSecret,
  DomainError,
  FILE_STORAGE,
  type AppConfig,
  type Storage,
} from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { FilesRepository } from '../../db/files.repository';
import { IMAGE_TYPES } from '../../domain/file-kinds';

/**
 * Hands out a URL the client PUTs the file to: a real presigned URL on S3, or the gateway's signed
 * direct-upload address when storage is a local folder. The claimed type is only a first filter;
 * completing the upload checks the bytes.
 */
@Injectable()
export class PresignUploadHandler {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FilesRepository,
  ) {}

  async execute(principal: Principal, input: PresignUploadInput): Promise<PresignedUpload> {
    const allowed = input.folder === 'product-images' ? IMAGE_TYPES : DOCUMENT_TYPES;
    if (!(allowed as readonly string[]).includes(input.contentType)) {
      const message =
        input.folder === 'product-images' ? `File ${input.fileName} is not an image.` : DOCUMENT_TYPES_MESSAGE;
      throw DomainError.unsupportedType(message, 'MEDIA.UNSUPPORTED_FILE');
    }
    const key = `incoming/${randomUUID()}`;
    const expiresAt = Date.now() + PRESIGNED_URL_TTL_SECONDS * 1000;
    const uploadUrl =
      (await this.storage.presignedPut(key, PRESIGNED_URL_TTL_SECONDS)) ??
      directUploadPath(directUploadSecret(this.config), key, expiresAt);
    await this.files.addPending({
      key,
      folder: input.folder,
      fileName: input.fileName,
      ownerId: principal.id,
      ownerRole: principal.role,
      ownerEmail: principal.email,
      expiresAt: new Date(expiresAt),
    });
    return {
      success: true,
      uploadUrl,
      key,
      expiresAt: new Date(expiresAt).toISOString(),
      method: 'PUT',
      headers: { 'content-type': input.contentType },
    };
  }
}
