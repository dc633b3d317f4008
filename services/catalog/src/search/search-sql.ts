import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';
import type { SearchTerms } from './search-terms';

/** One alternative: a phrase keeps its words in order ("mysore pak"), a word is stemmed like the index. */
const alternative = (term: string): SQL =>
  term.includes(' ') ? sql`phraseto_tsquery('english', ${term})` : sql`plainto_tsquery('english', ${term})`;

/**
 * The search as a tsquery built from parameters only (no user text is ever spliced into the query): the plain
 * words in one `plainto_tsquery`, and each synonym clause as its alternatives OR-ed, all AND-ed together.
 */
export function tsqueryOf(terms: SearchTerms): SQL {
  const plain = terms.clauses.filter((c) => c.length === 1 && !c[0]!.includes(' ')).map((c) => c[0]!);
  const parts: SQL[] = plain.length > 0 ? [sql`plainto_tsquery('english', ${plain.join(' ')})`] : [];
  for (const clause of terms.clauses) {
    if (clause.length === 1 && !clause[0]!.includes(' ')) continue;
    parts.push(sql`(${sql.join(clause.map(alternative), sql` || `)})`);
  }
  if (parts.length === 0) return sql`plainto_tsquery('english', ${terms.text})`;
  return sql.join(parts, sql` && `);
}

/** Full text over name (A), ingredients (B) and the rest (C): answered from the GIN index on search_vector. */
export function searchMatch(terms: SearchTerms): SQL {
  return sql`${products.searchVector} @@ (${tsqueryOf(terms)})`;
}

/** Best match first: the weighted rank puts a name match above an ingredient above the description; ties by id. */
export function relevanceOrder(terms: SearchTerms): SQL[] {
  return [desc(sql`ts_rank(${products.searchVector}, ${tsqueryOf(terms)})`), asc(products.id)];
}
