import { Injectable } from '@nestjs/common';
import type { OwnedFilesResponse, Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';

/** Product images live in this folder; documents and other uploads never count as product images. */
const PRODUCT_IMAGES = 'product-images';
const FILE_URL = /^(?:https?:\/\/[^/]+)?\/api\/files\/(.+)$/;

/** Which of the given URLs are product images this principal uploaded (the catalog asks before it saves). */
@Injectable()
export class ListOwnedHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, urls: string[]): Promise<OwnedFilesResponse> {
    const keys = new Map<string, string>();
    for (const url of urls) {
      const key = FILE_URL.exec(url)?.[1];
      if (key) keys.set(key, url);
    }
    const rows = await this.files.byKeys([...keys.keys()]);
    const owned = rows
      .filter((r) => r.folder === PRODUCT_IMAGES && r.ownerId === principal.id && r.ownerRole === principal.role)
      .map((r) => keys.get(r.key)!);
    return { owned };
  }
}
