import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '@thindi/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from '../db/catalog-db';
import { likePrefix, listOf, rowsOf } from './sql-helpers';

export interface SuggestedProduct {
  id: string;
  name: string;
  slug: string;
  category: Category;
}

/** What a suggested name must hold, clause by clause, the way a search's words are matched. */
export interface NameQuery {
  /** The words typed before the last, each with its synonyms (a phrase such as "mysore pak" is one alternative). */
  earlier: string[][];
  /** The word being typed: a word of the name starts with it. */
  last: string;
  /** The last word's synonyms when it is a whole term of a group ("ladoo" → "laddu", "ladu"). */
  lastSynonyms: string[];
}

/** A term as a whole word, or a phrase of words in order ("mysore pak"). */
const whole = (term: string): SQL => sql`phraseto_tsquery('simple', ${term})`;
const anyOf = (queries: SQL[]): SQL => sql`(${sql.join(queries, sql` || `)})`;

/** Suggestions read distinct names first (a small table), then one visible product per name (an index probe). */
@Injectable()
export class SuggestionsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /**
   * Names holding every earlier clause (one of its alternatives, as a whole word or phrase) and a word starting
   * with the last word typed (or one of its synonyms whole), the most common first: the GIN query on search_names
   * touches names, not the thousands of products that may share one word.
   */
  async names({ earlier, last, lastSynonyms }: NameQuery, limit: number): Promise<string[]> {
    const typing = sql`to_tsquery('simple', quote_literal(${last}) || ':*')`;
    const clauses = [anyOf([typing, ...lastSynonyms.map(whole)]), ...earlier.map((terms) => anyOf(terms.map(whole)))];
    const rows = await this.db.execute<{ key: string }>(sql`
      select key from catalog.search_names
      where words @@ (${sql.join(clauses, sql` && `)})
      order by products desc, key limit ${limit}`);
    return rowsOf<{ key: string }>(rows).map((r) => r.key);
  }

  /** The catalogue version, under which the search keeps what a text means (its synonyms, its respelling). */
  async version(): Promise<string> {
    const rows = await this.db.execute<{ value: string }>(
      sql`select value from catalog.meta where key = 'catalog_version'`,
    );
    return rowsOf<{ value: string }>(rows)[0]?.value ?? '';
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
