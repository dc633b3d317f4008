import { Injectable } from '@nestjs/common';
import { CATEGORIES, type Suggestion, type SuggestionsQuery, type SuggestionsResponse } from '@thindi/contracts';
import { VersionedMemo } from '../../db/versioned-memo';
import { ProductSearch } from '../../search/product-search';
import { wordsOf } from '../../search/search-terms';
import { SuggestionsRepository, type SuggestedProduct } from '../../search/suggestions.repository';

const label = (category: string) => category[0]!.toUpperCase() + category.slice(1);
/** Suggestions kept per catalogue version: what shoppers type repeats (the first letters of the same few names). */
const SUGGESTIONS_KEPT = 5_000;

/**
 * Suggestions as the shopper types: categories whose name (or a synonym) starts with the text, then product names
 * matched the way the search matches (synonyms of each word; a respelling of unknown words when nothing matches),
 * with a word starting with the last word typed, the names most products share first, one product each. A few
 * small statements whatever the catalogue's size, and one (the catalogue version) for text asked before under the
 * same version: the answer is kept until a change moves the version (a product, its visibility, a synonym).
 */
@Injectable()
export class SuggestHandler {
  constructor(
    private readonly suggestions: SuggestionsRepository,
    private readonly search: ProductSearch,
  ) {}

  private readonly kept = new VersionedMemo<SuggestionsResponse>(SUGGESTIONS_KEPT);

  async execute({ q, limit }: SuggestionsQuery): Promise<SuggestionsResponse> {
    const words = wordsOf(q);
    if (words.length === 0) return { success: true, suggestions: [] };
    const version = await this.suggestions.version();
    const key = `${limit}:${words.join(' ')}`;
    const kept = this.kept.get(version, key);
    if (kept) return kept;
    const answer = await this.suggest(words, limit, version);
    this.kept.set(version, key, answer);
    return answer;
  }

  private async suggest(words: string[], limit: number, version: string): Promise<SuggestionsResponse> {
    const typed = words.join(' ');
    const bySynonym = new Set(await this.suggestions.categoriesBySynonym(typed, CATEGORIES));
    const categories: Suggestion[] = CATEGORIES.filter((c) => c.startsWith(typed) || bySynonym.has(c)).map(
      (category) => ({
        kind: 'category',
        label: label(category),
        category,
      }),
    );
    const wanted = limit - categories.length;
    const products = wanted > 0 ? await this.products(words, wanted, version) : [];
    const suggestions: Suggestion[] = [
      ...categories,
      ...products.slice(0, wanted).map((p) => ({
        kind: 'product' as const,
        label: p.name,
        productId: p.id,
        slug: p.slug,
        category: p.category,
      })),
    ];
    return { success: true, suggestions: suggestions.slice(0, limit) };
  }

  /** Products named by the words; when none is, by the words respelt as the search would respell them. */
  private async products(words: string[], wanted: number, version: string): Promise<SuggestedProduct[]> {
    const found = await this.named(words, wanted, version);
    if (found.length > 0) return found;
    const respelt = await this.search.respelt(words.join(' '), version);
    return respelt ? this.named(wordsOf(respelt), wanted, version) : [];
  }

  private async named(words: string[], wanted: number, version: string): Promise<SuggestedProduct[]> {
    const last = words.at(-1)!;
    const earlier = words.slice(0, -1);
    const [before, lastTerms] = await Promise.all([
      earlier.length > 0 ? this.search.understand(earlier.join(' '), version) : undefined,
      this.search.understand(last, version),
    ]);
    const lastSynonyms = (lastTerms.clauses[0] ?? []).filter((term) => term !== last);
    // Twice as many names as needed: a name whose products are all hidden drops out.
    const names = await this.suggestions.names({ earlier: before?.clauses ?? [], last, lastSynonyms }, wanted * 2);
    return this.suggestions.bestProducts(names);
  }
}
