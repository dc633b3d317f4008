import { Injectable } from '@nestjs/common';
import { SELLER_DOCUMENT_KINDS, type OwnedFilesResponse, type Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';

/** Where KYC documents are kept, one folder per kind (`seller-documents/pan`). */
const DOCUMENT_FOLDERS = SELLER_DOCUMENT_KINDS.map((kind) => `seller-documents/${kind}`);

/**
 * Claims, of the given file keys, the KYC documents this seller uploaded (the seller service asks before a profile
 * edit puts them in place): they are kept for good from then on. Images and other uploads never count; a key is
 * matched exactly. A claim and the sweep of unclaimed documents cannot both win: whichever runs second finds
 * nothing to do, and a document swept first is not answered.
 */
@Injectable()
export class ClaimDocumentsHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, keys: string[]): Promise<OwnedFilesResponse> {
    if (principal.role !== 'seller') return { owned: [] };
    return { owned: await this.files.claim(principal, [...new Set(keys)], DOCUMENT_FOLDERS) };
  }
}
