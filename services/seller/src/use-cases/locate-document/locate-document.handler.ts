import { Injectable } from '@nestjs/common';
import {
  isUuid,
  SELLER_DOCUMENTS,
  type Principal,
  type SellerDocumentField,
  type SellerDocumentLocation,
  type SellerDocumentQuery,
} from '@thindi/contracts';
import { contentTypeOf, DomainError } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';

const fieldOf = (kind: SellerDocumentQuery['kind']): SellerDocumentField =>
  (Object.keys(SELLER_DOCUMENTS) as SellerDocumentField[]).find((f) => SELLER_DOCUMENTS[f] === kind)!;

/** Where a seller's KYC document is stored: for that seller or an admin only. */
@Injectable()
export class LocateDocumentHandler {
  constructor(private readonly sellers: SellersRepository) {}

  async execute(principal: Principal, { kind, sellerId }: SellerDocumentQuery): Promise<SellerDocumentLocation> {
    const id = this.sellerIdFor(principal, sellerId);
    const row = isUuid(id) ? await this.sellers.byId(id) : undefined;
    const key = row?.documents[fieldOf(kind)];
    if (!key) throw DomainError.notFound('Document not found', 'SELLER.DOCUMENT_NOT_FOUND');
    return { key, contentType: contentTypeOf(key) };
  }

  private sellerIdFor(principal: Principal, sellerId: string | undefined): string {
    if (principal.role === 'admin') {
      if (!sellerId) throw DomainError.validation('sellerId is required');
      return sellerId;
    }
    if (principal.role !== 'seller' || (sellerId && sellerId !== principal.id)) {
      throw DomainError.forbidden('You can only see your own documents', 'MEDIA.NOT_OWNER');
    }
    return principal.id;
  }
}
