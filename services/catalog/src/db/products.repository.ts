import { Inject, Injectable } from '@nestjs/common';
import type { Category, CategoryCounts, ProductSort } from '@thindi/contracts';
import { CATEGORIES } from '@thindi/contracts';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import { relevanceOrder, relevancePage, searchMatch } from '../search/search-sql';
import { expandSearch, type SearchTerms } from '../search/search-terms';
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
  minPricePaise?: number;
  maxPricePaise?: number;
  sort?: ProductSort;
  /** The search with its synonyms (ProductSearch.understand); without it the words are taken as typed. */
  searchTerms?: SearchTerms;
  limit?: number;
}

const termsOf = (filter: ProductFilter): SearchTerms =>
  filter.searchTerms ?? expandSearch(filter.search ?? '', new Map());

const columns = { product: products, sellerName: sellers.businessName };
const discount = sql`case when ${products.originalPricePaise} > ${products.pricePaise} then (${products.originalPricePaise} - ${products.pricePaise})::float / ${products.originalPricePaise} else 0 end`;

@Injectable()
export class ProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Storefront visibility: active products of verified, active sellers. */
  private visible(): SQL {
    return and(eq(products.isActive, true), eq(sellers.isVerified, true), eq(sellers.isActive, true))!;
  }

  /**
   * Everything but the category: visibility, price bounds and the search (full text over name (A),
   * ingredients (B) and the rest (C), synonyms included, which uses the GIN index).
   */
  private conditions(filter: ProductFilter): SQL[] {
    const conditions: SQL[] = [this.visible()];
    if (filter.featured) conditions.push(eq(products.featured, true));
    if (filter.minPricePaise !== undefined) conditions.push(gte(products.pricePaise, filter.minPricePaise));
    if (filter.maxPricePaise !== undefined) conditions.push(lte(products.pricePaise, filter.maxPricePaise));
    if (filter.search) conditions.push(searchMatch(termsOf(filter)));
    return conditions;
  }

  private order(filter: ProductFilter): SQL[] {
    const sort = filter.sort ?? (filter.search ? 'relevance' : undefined);
    if (sort === 'price-asc') return [asc(products.pricePaise), asc(products.name)];
    if (sort === 'price-desc') return [desc(products.pricePaise), asc(products.name)];
    if (sort === 'discount') return [desc(discount), asc(products.pricePaise), asc(products.name)];
    if (sort === 'newest') return [desc(products.createdAt), asc(products.name)];
    if (sort === 'relevance' && filter.search) return relevanceOrder(termsOf(filter));
    // Default browse order: featured first, then newest.
    return [desc(products.featured), desc(products.createdAt), asc(products.name)];
  }

  async listVisible(filter: ProductFilter): Promise<ProductWithSeller[]> {
    const conditions = this.conditions(filter);
    if (filter.category) conditions.push(eq(products.category, filter.category));
    const where = and(...conditions);
    const ranked = (filter.sort ?? 'relevance') === 'relevance' && filter.search;
    return this.db
      .select(columns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(ranked ? relevancePage(where, termsOf(filter), filter.limit ?? 200) : where)
      .orderBy(...this.order(filter))
      .limit(filter.limit ?? 200);
  }

  /** Per category over the same searched and price-filtered set, ignoring the category filter. */
  async countByCategory(filter: ProductFilter): Promise<CategoryCounts> {
    const rows = await this.db
      .select({ category: products.category, count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(...this.conditions(filter)))
      .groupBy(products.category);
    const counts = { all: 0, ...Object.fromEntries(CATEGORIES.map((c) => [c, 0])) } as CategoryCounts;
    for (const row of rows) {
      counts[row.category as Category] = row.count;
      counts.all += row.count;
    }
    return counts;
  }

  /** The lowest and highest price (paise) in the visible catalogue; zeros when it is empty. */
  async priceRange(): Promise<{ min: number; max: number }> {
    const [row] = await this.db
      .select({
        min: sql<number>`coalesce(min(${products.pricePaise}), 0)::int`,
        max: sql<number>`coalesce(max(${products.pricePaise}), 0)::int`,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(this.visible());
    return row ?? { min: 0, max: 0 };
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
