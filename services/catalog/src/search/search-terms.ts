/**
 * What a search asks for, word by word: each clause is a set of alternatives (one spelling, or every term of a
 * synonym group) and a product must match every clause. Pure, so the expansion is tested without a database.
 */
export interface SearchTerms {
  /** The search as typed (trimmed). */
  text: string;
  /** The words, lower case, letters only. */
  words: string[];
  /** One clause per word or synonym phrase, each a list of alternatives ("mysore pak" is one alternative). */
  clauses: string[][];
}

/** Lower-case words of letters (any script) and digits, as the text-search parser splits them ("tf6b0", "250g"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** The terms a search's synonyms could be found under: each word, each two-word phrase and each joined pair. */
export function synonymCandidates(words: string[]): string[] {
  const candidates = new Set(words);
  for (let i = 0; i + 1 < words.length; i++) {
    candidates.add(`${words[i]} ${words[i + 1]}`);
    candidates.add(`${words[i]}${words[i + 1]}`);
  }
  return [...candidates];
}

/**
 * Expands a search with the synonym groups of its terms (`groups` maps a term to its group's terms). A
 * two-word phrase ("mysore pak") or its joined form ("mysorepak") is taken before its single words.
 */
export function expandSearch(text: string, groups: ReadonlyMap<string, readonly string[]>): SearchTerms {
  const words = wordsOf(text);
  const clauses: string[][] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? [`${words[i]} ${words[i + 1]}`, `${words[i]}${words[i + 1]}`] : [];
    const phrase = pair.find((p) => groups.has(p));
    if (phrase) {
      clauses.push([...groups.get(phrase)!]);
      i++;
    } else {
      clauses.push(groups.has(words[i]) ? [...groups.get(words[i])!] : [words[i]]);
    }
  }
  return { text: text.trim(), words, clauses };
}

/** The same search with some words replaced (a respelling); synonyms of the new words are looked up again. */
export function replaceWords(words: string[], replacements: ReadonlyMap<string, string>): string {
  return words.map((w) => replacements.get(w) ?? w).join(' ');
}
