import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '@thindi/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { products, sellers, type ProductRow } from './schema';

export interface ProductWithSeller {
  product: ProductRow;
  sellerName: string;
}

export interface ProductFilter {
  search?: string;
  category?: Category;
  featured?: boolean;
  limit?: number;
}

/** Names within this trigram word-similarity of the query match even when misspelt ("murkku"). */
const TYPO_SIMILARITY = 0.4;

const columns = { product: products, sellerName: sellers.businessName };

@Injectable()
export class ProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Storefront visibility: active products of verified, active sellers. */
  private visible(): SQL {
    return and(eq(products.isActive, true), eq(sellers.isVerified, true), eq(sellers.isActive, true))!;
  }

  async listVisible(filter: ProductFilter): Promise<ProductWithSeller[]> {
    const conditions: SQL[] = [this.visible()];
    if (filter.category) conditions.push(eq(products.category, filter.category));
    if (filter.featured) conditions.push(eq(products.featured, true));
    const query = this.db.select(columns).from(products).innerJoin(sellers, eq(sellers.id, products.sellerId));
    if (!filter.search) {
      return query
        .where(and(...conditions))
        .orderBy(desc(products.featured), desc(products.createdAt), products.name)
        .limit(filter.limit ?? 200);
    }
    // Full-text search over name, category, ingredients and description, with a trigram fallback on
    // the name so a typo or a half-typed word still finds the product.
    const q = filter.search;
    const fts = sql`${products.searchVector} @@ websearch_to_tsquery('english', ${q})`;
    const typo = sql`word_similarity(lower(${q}), lower(${products.name})) >= ${TYPO_SIMILARITY}`;
    const rank = sql`ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${q})) * 2 + word_similarity(lower(${q}), lower(${products.name}))`;
    return query
      .where(and(...conditions, sql`(${fts} OR ${typo})`))
      .orderBy(desc(rank), products.name)
      .limit(filter.limit ?? 200);
  }

  async findVisible(id: string): Promise<ProductWithSeller | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(eq(products.id, id), this.visible()))
      .limit(1);
    return row;
  }
}
