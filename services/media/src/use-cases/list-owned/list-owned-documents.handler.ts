import { Injectable } from '@nestjs/common';
import type { OwnedFilesResponse, Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';

/** Where KYC documents are kept, one folder per kind (`seller-documents/pan`). */
const DOCUMENT_FOLDER_PREFIX = 'seller-documents/';

/**
 * Which of the given file keys are KYC documents this seller uploaded (the seller service asks before a profile
 * edit puts them in place). Images and other uploads never count; a key is matched exactly.
 */
@Injectable()
export class ListOwnedDocumentsHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, keys: string[]): Promise<OwnedFilesResponse> {
    if (principal.role !== 'seller') return { owned: [] };
    const rows = await this.files.byKeys([...new Set(keys)]);
    const owned = rows
      .filter(
        (r) => r.folder.startsWith(DOCUMENT_FOLDER_PREFIX) && r.ownerId === principal.id && r.ownerRole === 'seller',
      )
      .map((r) => r.key);
    return { owned };
  }
}
