import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { reviews } from './schema';

@Injectable()
export class ReviewedProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** The products among `productIds` with a standing review for the order: a hidden one still stands, a withdrawn one not. */
  async reviewed(orderId: string, productIds: string[]): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ productId: reviews.productId })
      .from(reviews)
      .where(
        and(eq(reviews.orderId, orderId), inArray(reviews.productId, productIds), ne(reviews.status, 'withdrawn')),
      );
    return rows.map((r) => r.productId);
  }
}
