import { Injectable } from '@nestjs/common';
import { ROLES, type Principal, type Role, type UploadResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { FilesRepository } from '../../db/files.repository';
import { toUploadedFile } from '../../domain/file-view';
import { IngestFileHandler } from '../ingest-file/ingest-file.handler';

/**
 * Takes in a presigned upload once its bytes are in storage: checked, re-encoded and recorded like any
 * upload. Idempotent: completing it again answers the same file. `principal` is absent when the gateway
 * reports a signed direct upload (the signature stood for the owner).
 */
@Injectable()
export class CompleteUploadHandler {
  constructor(
    private readonly files: FilesRepository,
    private readonly ingest: IngestFileHandler,
  ) {}

  async execute(key: string, principal?: Principal): Promise<UploadResponse> {
    const pending = await this.files.pending(key);
    if (!pending || (principal && pending.ownerId !== principal.id))
      throw DomainError.notFound('Upload not found', 'MEDIA.NOT_FOUND');
    const done = pending.fileId ? await this.files.byId(pending.fileId) : undefined;
    if (done) return { success: true, message: 'File uploaded successfully', file: toUploadedFile(done) };
    const owner = { id: pending.ownerId, role: toRole(pending.ownerRole), email: pending.ownerEmail };
    const row = await this.ingest.execute({
      owner,
      incomingKey: key,
      fileName: pending.fileName,
      folder: pending.folder,
      accept: pending.folder === 'product-images' ? 'image' : 'upload',
      // A product image is kept for good once the product that uses it is saved (MediaPatterns.claimFiles).
      provisional: pending.folder === 'product-images',
    });
    await this.files.completePending(key, row.id);
    return { success: true, message: 'File uploaded successfully', file: toUploadedFile(row) };
  }
}

const toRole = (role: string): Role => ROLES.find((r) => r === role) ?? 'seller';
