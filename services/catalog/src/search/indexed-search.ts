import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Allergen, Diet } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from '../db/catalog-db';
import { tallyOf, type CategoryTally } from '../db/category-counts';
import type { ProductOrder } from '../db/product-orders';
import type { PageWindow } from '../db/products.repository';
import { SearchIndex, type IndexFilter, type IndexedProduct } from './search-index';
import type { SearchTerms } from './search-terms';
import { rowsOf } from './sql-helpers';
import { allOf, parseTsquery, parseTsvector, type QueryNode } from './text-search';

/** Rows read per statement while following the table (the first read takes the whole catalogue). */
const CHUNK = 2000;
/** Search alternatives whose tsquery text is kept (stemming is a pure function of the text). */
const STEMS_KEPT = 10_000;
const NO_ID = '00000000-0000-0000-0000-000000000000';

interface ChangedRow {
  id: string;
  vector: string;
  category: string;
  seller_id: string;
  diet: Diet | null;
  /** The declared allergens joined by commas ('' declares none); null when not declared. */
  allergens: string | null;
  price_paise: number;
  original_price_paise: number | null;
  created_micros: string;
  featured: boolean;
  rating_total: number;
  review_count: number;
  visible: boolean;
}

/**
 * This process's search index and how it follows the products table. Each change a search can see stamps its
 * row with its transaction id (migration 0015) and moves the catalogue version; a search asks for the index as
 * of the version it read, and when the index is older it reads the rows stamped at or after the oldest
 * transaction that was still running at its previous read (so a change committed late is never skipped), plus
 * the ids of deleted products. Each replica keeps its own index; all of them answer from the same table.
 */
@Injectable()
export class IndexedSearch implements OnApplicationBootstrap {
  private readonly logger = new Logger(IndexedSearch.name);
  private readonly index = new SearchIndex();
  /** The catalogue version and transaction horizon of the last read; undefined before the first. */
  private version?: number;
  private horizon = '0';
  private reading?: Promise<void>;
  private readonly stems = new Map<string, QueryNode | undefined>();

  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Reads the catalogue in the background at start, so the first search does not wait for it. */
  onApplicationBootstrap(): void {
    this.at('0').catch((err: Error) => this.logger.warn(`search index not read at start: ${err.message}`));
  }

  /** The index holding every change up to catalogue `version` at least. */
  async at(version: string): Promise<SearchIndex> {
    const wanted = Number(version);
    while (this.version === undefined || this.version < wanted) {
      if (this.reading) {
        await this.reading;
        continue;
      }
      this.reading = this.follow().finally(() => (this.reading = undefined));
      await this.reading;
    }
    return this.index;
  }

  /**
   * A search's tally per category (the category filter aside) and one window of its ids in `order`, as of
   * catalogue `version`: every match counted and ordered in memory.
   */
  async match(
    terms: SearchTerms,
    filter: IndexFilter,
    order: ProductOrder,
    window: PageWindow,
    version: string,
  ): Promise<{ tally: CategoryTally; ids: string[] }> {
    const [index, query] = await Promise.all([this.at(version), this.queryOf(terms)]);
    const answer = query ? index.search(query, filter, order, window) : { tally: [], ids: [] };
    return { tally: tallyOf(answer.tally), ids: answer.ids };
  }

  /** One window of the ids of an unsearched list in `order`, as of catalogue `version`, walked in memory. */
  async browse(filter: IndexFilter, order: ProductOrder, window: PageWindow, version: string): Promise<string[]> {
    return (await this.at(version)).browse(filter, order, window);
  }

  /** Whether the index has been read once: until then a browse counts in PostgreSQL. */
  get ready(): boolean {
    return this.version !== undefined;
  }

  /** The tally of every product passing `filter` (no search; the category aside), as of catalogue `version`. */
  async tally(filter: IndexFilter, version: string): Promise<CategoryTally> {
    return tallyOf((await this.at(version)).tally(filter));
  }

  /** The search as a query tree: each alternative stemmed by PostgreSQL (kept), alternatives OR-ed, clauses AND-ed. */
  async queryOf(terms: SearchTerms): Promise<QueryNode | undefined> {
    const alternatives = [...new Set(terms.clauses.flat())];
    const missing = alternatives.filter((a) => !this.stems.has(a));
    if (missing.length > 0) {
      const rows = await this.db.execute(sql`
        select a.term, (case when a.term like '% %' then phraseto_tsquery('english', a.term)
          else plainto_tsquery('english', a.term) end)::text as query
        from unnest(${`{${missing.map(arrayLiteral).join(',')}}`}::text[]) as a(term)`);
      if (this.stems.size + missing.length > STEMS_KEPT) this.stems.clear();
      for (const row of rowsOf<{ term: string; query: string }>(rows))
        this.stems.set(row.term, parseTsquery(row.query));
    }
    const clauses = terms.clauses
      .map((clause) =>
        allOf(
          clause.flatMap((a) => this.stems.get(a) ?? []),
          'or',
        ),
      )
      .filter((c): c is QueryNode => c !== undefined);
    return allOf(clauses, 'and');
  }

  /** Applies what changed since the last read. */
  private async follow(): Promise<void> {
    const [mark] = rowsOf<{ horizon: string; version: string | null }>(
      await this.db.execute(sql`
        select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
          (select value from catalog.meta where key = 'catalog_version') as version`),
    );
    const from = this.horizon;
    const first = this.version === undefined;
    const started = Date.now();
    const changed: ChangedRow[] = [];
    for (let after = NO_ID; ;) {
      const rows = rowsOf<ChangedRow>(
        await this.db.execute(sql`
          select id, search_vector::text as vector, category, seller_id, diet,
            array_to_string(allergens, ',') as allergens, price_paise, original_price_paise,
            (extract(epoch from created_at) * 1000000)::bigint::text as created_micros, featured, rating_total,
            review_count, visible
          from catalog.products where ${first ? sql`visible` : sql`changed_xid >= ${from}::xid8`} and id > ${after}::uuid
          order by id limit ${CHUNK}`),
      );
      // The first read fills an index nobody reads yet; later ones apply at once, between two searches.
      if (first) this.apply(rows);
      else changed.push(...rows);
      if (rows.length < CHUNK) break;
      after = rows.at(-1)!.id;
    }
    const removed = rowsOf<{ product_id: string }>(
      await this.db.execute(sql`select product_id from catalog.products_removed where removed_xid >= ${from}::xid8`),
    );
    this.apply(changed);
    for (const { product_id } of removed) this.index.remove(product_id);
    if (first) {
      this.index.trim();
      this.logger.log(`search index: ${this.index.size} products read in ${Date.now() - started} ms`);
    }
    this.horizon = mark!.horizon;
    this.version = Number(mark!.version ?? 0);
  }

  private apply(rows: ChangedRow[]): void {
    for (const row of rows) {
      if (!row.visible) {
        this.index.remove(row.id);
        continue;
      }
      this.index.upsert(productOf(row));
    }
  }
}

function productOf(row: ChangedRow): IndexedProduct {
  return {
    id: row.id,
    category: row.category,
    sellerId: row.seller_id,
    diet: row.diet,
    allergens: row.allergens === null ? null : (row.allergens.split(',').filter(Boolean) as Allergen[]),
    pricePaise: row.price_paise,
    originalPricePaise: row.original_price_paise,
    createdMicros: Number(row.created_micros),
    featured: row.featured,
    ratingTotal: row.rating_total,
    reviewCount: row.review_count,
    vector: parseTsvector(row.vector),
  };
}

/** One element of a PostgreSQL array literal, quoted, so any text passes as one parameter. */
const arrayLiteral = (term: string) => `"${term.replace(/["\\]/g, (c) => `\\${c}`)}"`;
