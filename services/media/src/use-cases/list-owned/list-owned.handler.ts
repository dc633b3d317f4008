import { Injectable } from '@nestjs/common';
import type { OwnedFilesResponse, Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';
import { OWNABLE_FOLDERS } from '../../domain/image-purposes';

/**
 * Which of the given file keys are product images or review photos this principal uploaded (the catalog asks
 * before it saves). Documents and other uploads never count; a key is matched exactly, never a URL's tail.
 */
@Injectable()
export class ListOwnedHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, keys: string[]): Promise<OwnedFilesResponse> {
    const rows = await this.files.byKeys([...new Set(keys)]);
    const owned = rows
      .filter((r) => OWNABLE_FOLDERS.includes(r.folder) && r.ownerId === principal.id && r.ownerRole === principal.role)
      .map((r) => r.key);
    return { owned };
  }
}
