import { Injectable } from '@nestjs/common';
import { PRODUCT_IMAGE_FOLDER, type OwnedFilesResponse, type Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';

/**
 * Which of the given file keys are product images this principal uploaded (the catalog asks before it saves).
 * Documents and other uploads never count as product images; a key is matched exactly, never a URL's tail.
 */
@Injectable()
export class ListOwnedHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, keys: string[]): Promise<OwnedFilesResponse> {
    const rows = await this.files.byKeys([...new Set(keys)]);
    const owned = rows
      .filter((r) => r.folder === PRODUCT_IMAGE_FOLDER && r.ownerId === principal.id && r.ownerRole === principal.role)
      .map((r) => r.key);
    return { owned };
  }
}
