import { Injectable } from '@nestjs/common';
import { CATEGORIES, type Suggestion, type SuggestionsQuery, type SuggestionsResponse } from '@thindi/contracts';
import { wordsOf } from '../../search/search-terms';
import { SuggestionsRepository } from '../../search/suggestions.repository';

const label = (category: string) => category[0]!.toUpperCase() + category.slice(1);

/**
 * Suggestions as the shopper types: categories whose name (or a synonym) starts with the text, then product names with a word
 * starting with the last word typed (and the earlier words), the names most products share first, one product
 * each. Three small statements whatever the catalogue's size.
 */
@Injectable()
export class SuggestHandler {
  constructor(private readonly suggestions: SuggestionsRepository) {}

  async execute({ q, limit }: SuggestionsQuery): Promise<SuggestionsResponse> {
    const words = wordsOf(q);
    if (words.length === 0) return { success: true, suggestions: [] };
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
    // Twice as many names as needed: a name whose products are all hidden drops out.
    const names = wanted > 0 ? await this.suggestions.names(words.slice(0, -1), words.at(-1)!, wanted * 2) : [];
    const products = await this.suggestions.bestProducts(names);
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
}
