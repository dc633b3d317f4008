import { Injectable } from '@nestjs/common';
import {
  isUuid,
  MediaPatterns,
  SELLER_DOCUMENTS,
  type Principal,
  type SellerDocumentUploadResponse,
  type UploadResponse,
  type UploadSellerDocumentInput,
} from '@thindi/contracts';
import { DomainError, requireRole, ServiceClient } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';

const SESSION_ENDED = 'This account no longer exists';

/**
 * A signed-in seller uploads a KYC document to replace one of its own: the media service checks it by content and
 * keeps it privately, owned by the seller, as at sign-up. Nothing changes on the seller until a profile edit puts
 * the answered key in place (and the seller is verified again). It is provisional: a document no profile edit claims
 * within UNCLAIMED_FILE_HOURS is removed by the media service.
 */
@Injectable()
export class UploadDocumentHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly sellers: SellersRepository,
  ) {}

  async execute(
    principal: Principal,
    { field, file }: UploadSellerDocumentInput,
  ): Promise<SellerDocumentUploadResponse> {
    requireRole(principal, 'seller');
    const seller = isUuid(principal.id) ? await this.sellers.byId(principal.id) : undefined;
    if (!seller) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    const { file: kept } = await this.client.command<UploadResponse>(MediaPatterns.ingestDocument, {
      principal,
      input: { ...file, kind: SELLER_DOCUMENTS[field], provisional: true },
    });
    return {
      success: true,
      message: 'Document uploaded: save your profile to send it for verification',
      document: { field, key: kept.key, fileName: file.fileName },
    };
  }
}
