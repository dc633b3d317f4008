import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from '../db/catalog-db';
import { likePrefix, listOf, rowsOf } from './sql-helpers';

export interface SuggestedProduct {
  id: string;
  name: string;
  slug: string;
  category: Category;
}

/** Suggestions read distinct names first (a small table), then one visible product per name (an index probe). */
@Injectable()
export class SuggestionsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /**
   * Names with a word starting with `last` and containing the `earlier` words, the most common first: the GIN
   * prefix query on search_names touches names, not the thousands of products that may share one word.
   */
  async names(earlier: string[], last: string, limit: number): Promise<string[]> {
    const earlierQuery = earlier.length > 0 ? sql` && plainto_tsquery('simple', ${earlier.join(' ')})` : sql``;
    const rows = await this.db.execute<{ key: string }>(sql`
      select key from catalog.search_names
      where words @@ (to_tsquery('simple', quote_literal(${last}) || ':*')${earlierQuery})
      order by products desc, key limit ${limit}`);
    return rowsOf<{ key: string }>(rows).map((r) => r.key);
  }

  /** The categories named by a synonym that starts with `prefix` (an admin's group such as sweet/mithai). */
  async categoriesBySynonym(prefix: string, categories: readonly string[]): Promise<string[]> {
    const rows = await this.db.execute<{ term: string }>(sql`
      select distinct c.term from catalog.synonym_terms t join catalog.synonym_terms c on c.group_id = t.group_id
      where t.term like ${likePrefix(prefix)} and c.term in (${listOf([...categories])})`);
    return rowsOf<{ term: string }>(rows).map((r) => r.term);
  }

  /** For each name (lower case), its best visible product: featured, most reviewed, then by id. */
  async bestProducts(keys: string[]): Promise<SuggestedProduct[]> {
    if (keys.length === 0) return [];
    const rows = await this.db.execute(sql`
      select b.id, b.name, b.slug, b.category
      from unnest(array[${listOf(keys)}]::text[]) with ordinality as k(key, position)
      cross join lateral (
        select p.id, p.name, p.slug, p.category from catalog.products p
        where lower(p.name) = k.key and p.visible
        order by p.featured desc, p.review_count desc, p.id limit 1
      ) b order by k.position`);
    return rowsOf<SuggestedProduct>(rows);
  }
}
