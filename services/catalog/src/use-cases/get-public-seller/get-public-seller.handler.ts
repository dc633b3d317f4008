import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  PUBLIC_SELLER_NOT_FOUND_MESSAGE,
  type PublicSellerIdInput,
  type PublicSellerResponse,
} from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CATALOG_DB } from '../../catalog.constants';
import type { CatalogDb } from '../../db/catalog-db';
import { publicSellerRows, visibleProductCount } from '../../db/public-sellers';
import { toPublicSeller } from '../../domain/public-seller';

/**
 * A seller's public page, from the catalog's mirror: its licence number, city, customer care, story and rating.
 * An id that is no seller, or a seller not approved or switched off, is not found (a shopper cannot tell them apart).
 */
@Injectable()
export class GetPublicSellerHandler {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  async execute({ id }: PublicSellerIdInput): Promise<PublicSellerResponse> {
    const [row] = isUuid(id) ? await publicSellerRows(this.db, [id]) : [];
    if (!row || !row.seller.isVerified || !row.seller.isActive)
      throw DomainError.notFound(PUBLIC_SELLER_NOT_FOUND_MESSAGE, 'CATALOG.SELLER_NOT_FOUND');
    const profile = row.seller.publicProfile;
    return {
      success: true,
      seller: {
        ...toPublicSeller(row),
        about: profile?.about ?? null,
        since: profile?.since ?? null,
        productCount: await visibleProductCount(this.db, id),
      },
    };
  }
}
