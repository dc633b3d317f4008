import { Injectable } from '@nestjs/common';
import type { OwnedFilesResponse, Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';
import { OWNABLE_FOLDERS } from '../../domain/image-purposes';

/**
 * Claims, of the given file keys, the product images or review photos this principal uploaded (the catalog asks
 * before it saves): they are kept for good from then on. Documents and other uploads never count; a key is matched
 * exactly, never a URL's tail. An image swept as unclaimed before the claim is not answered.
 */
@Injectable()
export class ClaimFilesHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, keys: string[]): Promise<OwnedFilesResponse> {
    return { owned: await this.files.claim(principal, [...new Set(keys)], OWNABLE_FOLDERS) };
  }
}
