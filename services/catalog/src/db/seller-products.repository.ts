import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import type { ProductWithSeller } from './products.repository';
import { products, sellers } from './schema';

/** What a seller's save writes. Never the active flag: that is the admin's, and a seller's save must not undo it. */
export type ProductWrite = Omit<typeof products.$inferInsert, 'id' | 'sellerId' | 'slug' | 'createdAt' | 'isActive'>;

/** A seller's own products in every state; the seller's name comes from the mirror when it has one. */
const columns = { product: products, sellerName: sql<string>`coalesce(${sellers.businessName}, '')` };

@Injectable()
export class SellerProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  async listBySeller(sellerId: string): Promise<ProductWithSeller[]> {
    return this.db
      .select(columns)
      .from(products)
      .leftJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(products.sellerId, sellerId))
      .orderBy(desc(products.createdAt), products.name);
  }

  async findAny(id: string): Promise<ProductWithSeller | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(products)
      .leftJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  async insert(sellerId: string, slug: string, row: ProductWrite): Promise<string> {
    const [saved] = await this.db
      .insert(products)
      .values({ ...row, sellerId, slug })
      .returning({ id: products.id });
    return saved.id;
  }

  async update(id: string, sellerId: string, row: ProductWrite): Promise<boolean> {
    const saved = await this.db
      .update(products)
      .set({ ...row, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
      .returning({ id: products.id });
    return saved.length > 0;
  }

  async remove(id: string, sellerId: string): Promise<boolean> {
    const gone = await this.db
      .delete(products)
      .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
      .returning({ id: products.id });
    return gone.length > 0;
  }

  async stats(sellerId: string): Promise<{ totalProducts: number; activeProducts: number }> {
    const [row] = await this.db
      .select({
        totalProducts: sql<number>`count(*)::int`,
        activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`,
      })
      .from(products)
      .where(eq(products.sellerId, sellerId));
    return row ?? { totalProducts: 0, activeProducts: 0 };
  }
}
