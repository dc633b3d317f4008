/**
 * PostgreSQL's text-search values as the catalog reads them back (`tsvector::text`, `tsquery::text`), so the
 * search index matches with PostgreSQL's own parser, stemmer and stop words and never re-implements them.
 */

/** Weight codes as PostgreSQL packs them: 3 = A (name), 2 = B (ingredients), 1 = C (the rest), 0 = D. */
export type WeightCode = 0 | 1 | 2 | 3;

/** One lexeme of a document: its positions, each packed as PostgreSQL's WordEntryPos (position << 2 | weight). */
export interface VectorEntry {
  lexeme: string;
  positions: number[];
}

export type QueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'not'; operand: QueryNode }
  /** `left <distance> right`: right's position is left's plus the distance (`<->` is 1). */
  | { kind: 'phrase'; left: QueryNode; right: QueryNode; distance: number };

const WEIGHT_LETTERS: Record<string, WeightCode> = { A: 3, B: 2, C: 1, D: 0, a: 3, b: 2, c: 1, d: 0 };
/** The largest position PostgreSQL keeps in a tsvector (14 bits). */
const MAX_POSITION = 16383;

/** Reads a quoted lexeme at `at` (`'it''s'`, backslashes escaping): the text and the index after it. */
function quoted(text: string, at: number): [string, number] {
  if (text[at] !== "'") throw new SyntaxError(`expected a quoted lexeme at ${at} in ${text}`);
  let out = '';
  let i = at + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new SyntaxError(`unterminated lexeme in ${text}`);
    if (c === '\\') {
      out += text[i + 1] ?? '';
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] !== "'") return [out, i + 1];
      out += "'";
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
}

/** `'chakli':3A,7 'murukku':1A` → entries with packed positions; a lexeme without positions gets none. */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    const [lexeme, next] = quoted(text, i);
    i = next;
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let n = 0;
        while (text[i]! >= '0' && text[i]! <= '9') n = n * 10 + (text.charCodeAt(i++) - 48);
        const weight = WEIGHT_LETTERS[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push((Math.min(n, MAX_POSITION) << 2) | (weight ?? 0));
        if (text[i] !== ',') break;
        i++;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

/**
 * `'mysor' <-> 'pak' | 'mysorepak'` → a tree, with PostgreSQL's precedence (`!` over `<N>` over `&` over `|`).
 * Undefined for an empty query (a search of stop words only).
 */
export function parseTsquery(text: string): QueryNode | undefined {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const operand = (): QueryNode => {
    skip();
    if (text[i] === '!') {
      i++;
      return { kind: 'not', operand: operand() };
    }
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') throw new SyntaxError(`expected ) at ${i} in ${text}`);
      i++;
      return inner;
    }
    const [lexeme, next] = quoted(text, i);
    i = next;
    let prefix = false;
    if (text[i] === ':') {
      i++;
      while (text[i] && /[*A-Da-d]/.test(text[i]!)) prefix ||= text[i++] === '*';
    }
    return { kind: 'lexeme', lexeme, prefix };
  };
  const phrase = (): QueryNode => {
    let left = operand();
    for (;;) {
      skip();
      const match = /^<(-|\d+)>/.exec(text.slice(i));
      if (!match) return left;
      i += match[0].length;
      left = { kind: 'phrase', left, right: operand(), distance: match[1] === '-' ? 1 : Number(match[1]) };
    }
  };
  const and = (): QueryNode => {
    let left = phrase();
    for (skip(); text[i] === '&'; skip()) {
      i++;
      left = { kind: 'and', left, right: phrase() };
    }
    return left;
  };
  const or = (): QueryNode => {
    let left = and();
    for (skip(); text[i] === '|'; skip()) {
      i++;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  };
  skip();
  if (i >= text.length) return undefined;
  const tree = or();
  skip();
  if (i < text.length) throw new SyntaxError(`unexpected ${text[i]} at ${i} in ${text}`);
  return tree;
}

/** Every operand of an AND (or of an OR) chain, flattened. */
export function allOf(nodes: QueryNode[], kind: 'and' | 'or'): QueryNode | undefined {
  return nodes.reduce<QueryNode | undefined>((left, right) => (left ? { kind, left, right } : right), undefined);
}
