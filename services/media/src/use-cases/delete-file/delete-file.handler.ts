import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '@thindi/contracts';
import { DomainError, FILE_STORAGE, type Storage } from '@thindi/platform';
import { FilesRepository } from '../../db/files.repository';
import { ownedFile } from '../get-file-info/owned-file';

/**
 * Deletes a stored file and its thumbnail: its owner or an admin. KYC documents are part of a seller's
 * record and cannot be deleted this way, except by the registration that stored them (`allowDocuments`).
 */
@Injectable()
export class DeleteFileHandler {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    private readonly files: FilesRepository,
  ) {}

  async execute(
    principal: Principal,
    name: string,
    allowDocuments = false,
  ): Promise<{ success: true; message: string }> {
    const row = ownedFile(principal, await this.files.byName(name));
    if (row.folder.startsWith('seller-documents/') && !allowDocuments) {
      throw DomainError.forbidden('Seller documents cannot be deleted', 'MEDIA.NOT_OWNER');
    }
    await this.files.remove(row.id);
    await Promise.all([
      this.storage.delete(row.key),
      row.thumbnailKey ? this.storage.delete(row.thumbnailKey) : undefined,
    ]);
    return { success: true, message: 'File deleted successfully' };
  }
}
