import { Injectable } from '@nestjs/common';
import type { CategoryCounts } from '@thindi/contracts';
import { expandSearch, replaceWords, synonymCandidates, wordsOf, type SearchTerms } from './search-terms';
import { SynonymsRepository } from './synonyms.repository';
import { VocabularyRepository, type SpellingCandidate } from './vocabulary.repository';

/** A misspelt word is replaced by a known term at least this similar (trigrams): "murkku" → "murukku" is 0.5. */
export const RESPELL_SIMILARITY = 0.3;

export interface Respelling {
  /** The respelt search's terms and counts when it matched; undefined when it did not. */
  terms?: SearchTerms;
  counts?: CategoryCounts;
  showingResultsFor: string | null;
  didYouMean: string | null;
}

/**
 * Understands a search: its synonyms (read per search, so an admin's change holds at once on every replica) and,
 * when its words match nothing, a respelling from the vocabulary's trigram index. Respelling costs two
 * statements and runs only on an empty answer, so a search that matches stays at one count and one page query.
 */
@Injectable()
export class ProductSearch {
  constructor(
    private readonly synonyms: SynonymsRepository,
    private readonly vocabulary: VocabularyRepository,
  ) {}

  async understand(text: string): Promise<SearchTerms> {
    return expandSearch(text, await this.synonyms.groupsOf(synonymCandidates(wordsOf(text))));
  }

  /** Replaces each unknown word by its nearest known term and counts again; else offers the nearest spelling. */
  async respell(text: string, count: (terms: SearchTerms) => Promise<CategoryCounts>): Promise<Respelling> {
    const words = wordsOf(text);
    const candidates = await this.vocabulary.nearest(words);
    const unknown = words.filter((w) => !candidates.some((c) => c.word === w && c.term === w));
    const replacements = new Map<string, string>();
    for (const word of unknown) {
      const best = candidates.find((c) => c.word === word && c.similarity >= RESPELL_SIMILARITY);
      if (best) replacements.set(word, best.term);
    }
    if (replacements.size > 0) {
      const respelt = replaceWords(words, replacements);
      const terms = await this.understand(respelt);
      const counts = await count(terms);
      if (counts.all > 0) return { terms, counts, showingResultsFor: respelt, didYouMean: null };
    }
    return { showingResultsFor: null, didYouMean: nearestSpelling(candidates, unknown) };
  }
}

/** The known term nearest to any unknown word (products use it, so it finds something), or null. */
function nearestSpelling(candidates: SpellingCandidate[], unknown: string[]): string | null {
  const offered = candidates
    .filter((c) => unknown.includes(c.word) && c.products > 0 && c.term !== c.word)
    .sort((a, b) => b.similarity - a.similarity || b.products - a.products || a.term.localeCompare(b.term));
  return offered[0]?.term ?? null;
}
