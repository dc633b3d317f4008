import { Inject, Injectable } from '@nestjs/common';
import type { CategoryCounts } from '@thindi/contracts';
import { UnitOfWork } from '@thindi/platform';
import type { CatalogDb } from '../db/catalog-db';
import { VersionedMemo } from '../db/versioned-memo';
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

/** What a misspelt search's words become: the respelt search when a word has a close known term, and the offer. */
interface Spelling {
  respelt: string | null;
  nearest: string | null;
}

/** Searches whose meaning is kept per catalogue version (each a few hundred bytes). */
const MEANINGS_KEPT = 5000;

/**
 * Understands a search: its synonyms and, when its words match nothing, a respelling from the vocabulary's
 * trigram index. Both are read from the database once per catalogue version (a change to the synonyms or to the
 * products' words moves it, so an admin's change holds at once on every replica) and kept until it moves.
 */
@Injectable()
export class ProductSearch {
  private readonly meanings = new VersionedMemo<SearchTerms>(MEANINGS_KEPT);
  private readonly spellings = new VersionedMemo<Spelling>(MEANINGS_KEPT);

  constructor(
    private readonly synonyms: SynonymsRepository,
    private readonly vocabulary: VocabularyRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  /** The search's words with their synonyms, as of catalogue `version`. */
  async understand(text: string, version: string): Promise<SearchTerms> {
    const kept = this.meanings.get(version, text);
    if (kept) return kept;
    const terms = expandSearch(text, await this.synonyms.groupsOf(synonymCandidates(wordsOf(text))));
    this.meanings.set(version, text, terms);
    return terms;
  }

  /** Replaces each unknown word by its nearest known term and counts again; else offers the nearest spelling. */
  async respell(
    text: string,
    version: string,
    count: (terms: SearchTerms) => Promise<CategoryCounts>,
  ): Promise<Respelling> {
    const { respelt, nearest } = await this.spellingOf(text, version);
    if (respelt) {
      const terms = await this.understand(respelt, version);
      const counts = await count(terms);
      if (counts.all > 0) return { terms, counts, showingResultsFor: respelt, didYouMean: null };
    }
    return { showingResultsFor: null, didYouMean: nearest };
  }

  /** The search with each unknown word replaced by its nearest known term, or null when none is near enough. */
  async respelt(text: string, version: string): Promise<string | null> {
    return (await this.spellingOf(text, version)).respelt;
  }

  private async spellingOf(text: string, version: string): Promise<Spelling> {
    const kept = this.spellings.get(version, text);
    if (kept) return kept;
    const words = wordsOf(text);
    const candidates = words.length === 0 ? [] : await this.unitOfWork.run((tx) => this.vocabulary.nearest(tx, words));
    const unknown = words.filter((w) => !candidates.some((c) => c.word === w && c.term === w));
    const replacements = new Map<string, string>();
    for (const word of unknown) {
      const best = candidates.find((c) => c.word === word && c.similarity >= RESPELL_SIMILARITY);
      if (best) replacements.set(word, best.term);
    }
    const spelling = {
      respelt: replacements.size > 0 ? replaceWords(words, replacements) : null,
      nearest: nearestSpelling(candidates, unknown),
    };
    this.spellings.set(version, text, spelling);
    return spelling;
  }
}

/** The known term nearest to any unknown word (products use it, so it finds something), or null. */
function nearestSpelling(candidates: SpellingCandidate[], unknown: string[]): string | null {
  const offered = candidates
    .filter((c) => unknown.includes(c.word) && c.products > 0 && c.term !== c.word)
    .sort((a, b) => b.similarity - a.similarity || b.products - a.products || a.term.localeCompare(b.term));
  return offered[0]?.term ?? null;
}
