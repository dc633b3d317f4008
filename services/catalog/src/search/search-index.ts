import type { Allergen, Diet } from '@thindi/contracts';
import { isoOfMicros, type TallyRow } from '../db/category-counts';
import { slotTest, type ListFilter, type SlotValues } from '../db/product-filters';
import {
  ORDER_VALUE_NAMES,
  ORDER_VALUES,
  slotComparator,
  type OrderedProduct,
  type OrderValueName,
  type ProductOrder,
} from '../db/product-orders';
import { allergenMaskOf, dietCodeOf, FoodCounter } from './food-filters';
import type { QueryNode, VectorEntry } from './text-search';

/** A visible product as the index holds it: what a search matches, filters, counts and sorts on. */
export interface IndexedProduct extends OrderedProduct {
  id: string;
  category: string;
  sellerId: string;
  /** As its seller declared them (decision 035): null when not declared. */
  diet: Diet | null;
  allergens: Allergen[] | null;
  /** `search_vector` as PostgreSQL built it: name (A), ingredients (B), category, description and weight (C). */
  vector: VectorEntry[];
}

/** The list's filters, and the category: applied to the page, not to the tally. */
export interface IndexFilter extends ListFilter {
  category?: string;
}

export interface IndexAnswer {
  /** Per category over the matched set (the category filter aside): count, newest creation time, food chips' counts. */
  tally: TallyRow[];
  /** The window's ids, in the order asked for. */
  ids: string[];
}

/** PostgreSQL's default weights of D, C, B and A (ts_rank's `{0.1, 0.2, 0.4, 1.0}`). */
const WEIGHTS = [0.1, 0.2, 0.4, 1] as const;
/** Σ 1/n², so a lexeme's score stays at most its best weight however often it occurs (as in ts_rank). */
const ZETA_2 = Math.PI ** 2 / 6;
/** Dead slots are dropped once there are this many and more of them than live ones. */
const COMPACT_AFTER = 20_000;

/** Growable typed arrays of one lexeme: the slots holding it (ascending) and each slot's packed positions. */
class Postings {
  size = 0;
  slots = new Int32Array(2);
  /** End of each slot's positions in `pos` (the start is the previous end). */
  ends = new Int32Array(2);
  pos = new Uint16Array(2);

  add(slot: number, positions: readonly number[]): void {
    if (this.size === this.slots.length) {
      this.slots = grown(this.slots, this.size * 2);
      this.ends = grown(this.ends, this.size * 2);
    }
    const start = this.size === 0 ? 0 : this.ends[this.size - 1]!;
    const end = start + Math.max(positions.length, 1);
    if (end > this.pos.length) this.pos = grown(this.pos, Math.max(end, this.pos.length * 2));
    // A lexeme stored without positions (never in a generated vector) counts as one position of weight D.
    if (positions.length === 0) this.pos[start] = 0;
    else this.pos.set(positions, start);
    this.slots[this.size] = slot;
    this.ends[this.size] = end;
    this.size++;
  }

  positionsAt(i: number): Uint16Array {
    return this.pos.subarray(i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!);
  }

  trim(): void {
    this.slots = this.slots.slice(0, this.size);
    this.ends = this.ends.slice(0, this.size);
    this.pos = this.pos.slice(0, this.size === 0 ? 0 : this.ends[this.size - 1]);
  }

  /** Keeps live slots only, renumbered by `renumber` (ascending order kept). */
  compact(renumber: Int32Array): void {
    let kept = 0;
    let written = 0;
    for (let i = 0, start = 0; i < this.size; i++) {
      const end = this.ends[i]!;
      const slot = renumber[this.slots[i]!]!;
      if (slot >= 0) {
        this.pos.copyWithin(written, start, end);
        written += end - start;
        this.slots[kept] = slot;
        this.ends[kept] = written;
        kept++;
      }
      start = end;
    }
    this.size = kept;
  }
}

function grown<T extends Int32Array | Uint16Array | Uint8Array | Float64Array>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(Math.max(length, 2));
  next.set(array);
  return next;
}

/** A cursor over one lexeme's postings, moved forward as candidates ascend. */
interface Cursor {
  postings: Postings;
  at: number;
}

/**
 * The visible catalogue's search vectors held in memory: an inverted index from each lexeme to the products
 * holding it, with their positions and weights, and the columns a searched page filters, counts and sorts on.
 * A search reads the posting lists of its lexemes (thousands of entries for a common word) instead of visiting
 * every matching row of the products table. A changed product takes a new slot and its old one dies; dead slots
 * are compacted away in bulk.
 */
export class SearchIndex {
  private readonly slotOf = new Map<string, number>();
  private readonly lexicon = new Map<string, Postings>();
  private ids: string[] = [];
  private categories: string[] = [];
  private readonly categoryCodes = new Map<string, number>();
  private slots = 0;
  private dead = 0;
  private alive = new Uint8Array(1024);
  private category = new Uint8Array(1024);
  /** The food filters' columns (food-filters): diet code and allergen bits, by slot. */
  private diet = new Uint8Array(1024);
  private allergens = new Int32Array(1024);
  private seller = new Int32Array(1024);
  private readonly sellerCodes = new Map<string, number>();
  /** Each value the storefront orders sort on (featured, price and creation time also filter), by slot. */
  private values = Object.fromEntries(ORDER_VALUE_NAMES.map((name) => [name, new Float64Array(1024)])) as Record<
    OrderValueName,
    Float64Array
  >;
  /** Scratch for the scores of one search, by slot. */
  private scores = new Float64Array(0);
  /** The live slots in each order a filtered browse asked for, kept until the index next changes. */
  private readonly ordered = new Map<ProductOrder, Int32Array>();

  /** Products held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the product, or replaces what the index held for it. */
  upsert(product: IndexedProduct): void {
    this.remove(product.id);
    this.ordered.clear();
    if (this.slots === this.alive.length) this.grow(this.slots * 2);
    const slot = this.slots++;
    this.slotOf.set(product.id, slot);
    this.ids[slot] = product.id;
    this.alive[slot] = 1;
    this.category[slot] = this.codeOf(product.category);
    this.diet[slot] = dietCodeOf(product.diet);
    this.allergens[slot] = allergenMaskOf(product.allergens);
    this.seller[slot] = this.sellerCodeOf(product.sellerId);
    for (const name of ORDER_VALUE_NAMES) this.values[name][slot] = ORDER_VALUES[name].of(product);
    for (const entry of product.vector) {
      let postings = this.lexicon.get(entry.lexeme);
      if (!postings) this.lexicon.set(entry.lexeme, (postings = new Postings()));
      postings.add(slot, entry.positions);
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.dead++;
    if (this.dead >= COMPACT_AFTER && this.dead > this.slotOf.size) this.compact();
  }

  /**
   * The matches of `query` that pass `filter`: their tally per category (the category filter aside) and the
   * window of ids in `order`, every order total (ties by id) as the storefront's pages are.
   */
  search(
    query: QueryNode,
    filter: IndexFilter,
    order: ProductOrder,
    window: { offset: number; limit: number },
  ): IndexAnswer {
    const cursors = new Map<string, Cursor[]>();
    const lexemes = this.lexemesOf(query, cursors);
    const candidates = this.union(lexemes);
    // Per category code (at most 256): how many matched and the newest of them.
    const counts = new Int32Array(256);
    const newest = new Float64Array(256).fill(-Infinity);
    const food = new FoodCounter();
    const wanted = filter.category === undefined ? -1 : (this.categoryCodes.get(filter.category) ?? -2);
    const matched: number[] = [];
    // Each match's score by slot: a search runs to its end without yielding, so one array serves them all.
    if (this.scores.length < this.slots) this.scores = new Float64Array(this.alive.length);
    const scores = this.scores;
    const created = this.values.created;
    const passes = slotTest(filter, this.slotValues());
    const { diet, allergens } = this;
    for (const slot of candidates) {
      if (!this.alive[slot] || !passes(slot)) continue;
      const match = this.evaluate(query, slot, cursors);
      if (match === undefined) continue;
      const category = this.category[slot]!;
      counts[category]++;
      food.add(category, diet[slot]!, allergens[slot]!);
      if (created[slot]! > newest[category]!) newest[category] = created[slot]!;
      if (wanted !== -1 && category !== wanted) continue;
      matched.push(slot);
      scores[slot] = match;
    }
    if (window.limit > 0) matched.sort(slotComparator(order, (name) => this.values[name], scores, this.ids));
    return {
      tally: this.tallyRows(counts, newest, food),
      ids: matched.slice(window.offset, window.offset + window.limit).map((slot) => this.ids[slot]!),
    };
  }

  /**
   * One window of the ids of every product that passes `filter` (no search), in `order`: the products held in that
   * order (sorted once until the index changes) are walked until the window is full, each tested on its slot's
   * columns. A deep page with the food filters costs a walk of typed arrays, where PostgreSQL would read each
   * skipped row's facts from the table.
   */
  browse(filter: IndexFilter, order: ProductOrder, window: { offset: number; limit: number }): string[] {
    const wanted = filter.category === undefined ? -1 : (this.categoryCodes.get(filter.category) ?? -2);
    const passes = slotTest(filter, this.slotValues());
    const { alive, category } = this;
    const ids: string[] = [];
    let skip = window.offset;
    for (const slot of this.inOrder(order)) {
      if (!alive[slot] || (wanted !== -1 && category[slot] !== wanted) || !passes(slot)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      if (ids.length === window.limit) break;
      ids.push(this.ids[slot]!);
    }
    return ids;
  }

  /** The live slots in `order` (every order is total: ties by id). */
  private inOrder(order: ProductOrder): Int32Array {
    let slots = this.ordered.get(order);
    if (!slots) {
      const live: number[] = [];
      for (let slot = 0; slot < this.slots; slot++) if (this.alive[slot]) live.push(slot);
      live.sort(slotComparator(order, (name) => this.values[name], this.scores, this.ids));
      this.ordered.set(order, (slots = Int32Array.from(live)));
    }
    return slots;
  }

  /**
   * The tally of every product that passes `filter`, searched or not (the category aside): one walk of the slots,
   * however many products a filter keeps, where PostgreSQL would read each one's row for its facts.
   */
  tally(filter: ListFilter): TallyRow[] {
    const counts = new Int32Array(256);
    const newest = new Float64Array(256).fill(-Infinity);
    const food = new FoodCounter();
    const passes = slotTest(filter, this.slotValues());
    const { alive, category: categories, diet, allergens } = this;
    const created = this.values.created;
    for (let slot = 0; slot < this.slots; slot++) {
      if (!alive[slot] || !passes(slot)) continue;
      const category = categories[slot]!;
      counts[category]++;
      food.add(category, diet[slot]!, allergens[slot]!);
      if (created[slot]! > newest[category]!) newest[category] = created[slot]!;
    }
    return this.tallyRows(counts, newest, food);
  }

  private tallyRows(counts: Int32Array, newest: Float64Array, food: FoodCounter): TallyRow[] {
    const tally: TallyRow[] = [];
    for (let code = 0; code < this.categories.length; code++)
      if (counts[code]! > 0)
        tally.push({
          category: this.categories[code]!,
          count: counts[code]!,
          newest: isoOfMicros(newest[code]!),
          food: food.of(code),
        });
    return tally;
  }

  /** The lexemes a query can match (a prefix expands over the lexicon), each with a cursor per occurrence. */
  private lexemesOf(node: QueryNode, cursors: Map<string, Cursor[]>, negated = false): Postings[] {
    switch (node.kind) {
      case 'lexeme': {
        const found: Postings[] = [];
        const keys = node.prefix
          ? [...this.lexicon.keys()].filter((k) => k.startsWith(node.lexeme))
          : this.lexicon.has(node.lexeme)
            ? [node.lexeme]
            : [];
        const list = keys.map((k) => ({ postings: this.lexicon.get(k)!, at: 0 }));
        cursors.set(cursorKey(node), list);
        if (!negated) found.push(...list.map((c) => c.postings));
        return found;
      }
      case 'not':
        // A NOT alone matches products without the lexeme: not a search the storefront builds (words and
        // phrases only), so its operands are looked up but bring no candidates.
        return this.lexemesOf(node.operand, cursors, !negated);
      default:
        return [...this.lexemesOf(node.left, cursors, negated), ...this.lexemesOf(node.right, cursors, negated)];
    }
  }

  /** The ascending, distinct slots of these posting lists. */
  private union(lists: Postings[]): Int32Array {
    if (lists.length === 1) return lists[0]!.slots.subarray(0, lists[0]!.size);
    const seen = new Uint8Array(this.slots);
    let count = 0;
    for (const list of lists)
      for (let i = 0; i < list.size; i++) {
        const slot = list.slots[i]!;
        if (!seen[slot]) {
          seen[slot] = 1;
          count++;
        }
      }
    const out = new Int32Array(count);
    for (let slot = 0, n = 0; n < count; slot++) if (seen[slot]) out[n++] = slot;
    return out;
  }

  /** The positions of one lexeme node in `slot` (merged over a prefix's lexemes), moving its cursors on. */
  private positions(node: Extract<QueryNode, { kind: 'lexeme' }>, slot: number, cursors: Map<string, Cursor[]>) {
    const found: number[] = [];
    for (const cursor of cursors.get(cursorKey(node)) ?? []) {
      const { postings } = cursor;
      while (cursor.at < postings.size && postings.slots[cursor.at]! < slot) cursor.at++;
      if (cursor.at < postings.size && postings.slots[cursor.at] === slot)
        for (const p of postings.positionsAt(cursor.at)) found.push(p);
    }
    return found;
  }

  /**
   * Whether `slot` matches and how well: undefined when it does not, else a score where a lexeme counts its
   * weights as ts_rank does (best first, each next one by 1/n²), an AND sums, an OR takes its best alternative.
   */
  private evaluate(node: QueryNode, slot: number, cursors: Map<string, Cursor[]>): number | undefined {
    switch (node.kind) {
      case 'lexeme': {
        const positions = this.positions(node, slot, cursors);
        return positions.length === 0 ? undefined : scoreOf(positions);
      }
      case 'and': {
        const left = this.evaluate(node.left, slot, cursors);
        if (left === undefined) return undefined;
        const right = this.evaluate(node.right, slot, cursors);
        return right === undefined ? undefined : left + right;
      }
      case 'or': {
        const left = this.evaluate(node.left, slot, cursors);
        const right = this.evaluate(node.right, slot, cursors);
        return left === undefined ? right : right === undefined ? left : Math.max(left, right);
      }
      case 'not':
        return this.evaluate(node.operand, slot, cursors) === undefined ? 0 : undefined;
      case 'phrase': {
        const positions = this.phrasePositions(node, slot, cursors);
        return positions.length === 0 ? undefined : scoreOf(positions);
      }
    }
  }

  /** Where a phrase ends in `slot`: positions of its right side that sit `distance` after its left side. */
  private phrasePositions(node: QueryNode, slot: number, cursors: Map<string, Cursor[]>): number[] {
    switch (node.kind) {
      case 'lexeme':
        return this.positions(node, slot, cursors);
      case 'phrase': {
        const left = new Set(this.phrasePositions(node.left, slot, cursors).map((p) => p >> 2));
        if (left.size === 0) return [];
        return this.phrasePositions(node.right, slot, cursors).filter((p) => left.has((p >> 2) - node.distance));
      }
      case 'not':
        return [];
      default:
        // Inside a phrase an AND or an OR stands for any of its operands' places (phraseto_tsquery never
        // builds one; PostgreSQL's own rule is finer).
        return [...this.phrasePositions(node.left, slot, cursors), ...this.phrasePositions(node.right, slot, cursors)];
    }
  }

  /** Every column a filter tests, by name. */
  private slotValues(): SlotValues {
    const column = (name: Parameters<SlotValues>[0]): ArrayLike<number> =>
      name === 'diet' || name === 'allergens' || name === 'seller' ? this[name] : this.values[name];
    return Object.assign(column, { sellerCode: (id: string) => this.sellerCodes.get(id) });
  }

  /** A seller's code: kept while the process lives (a few thousand sellers at most). */
  private sellerCodeOf(id: string): number {
    let code = this.sellerCodes.get(id);
    if (code === undefined) this.sellerCodes.set(id, (code = this.sellerCodes.size));
    return code;
  }

  private codeOf(category: string): number {
    let code = this.categoryCodes.get(category);
    if (code === undefined) {
      code = this.categories.length;
      this.categories.push(category);
      this.categoryCodes.set(category, code);
    }
    return code;
  }

  private columns(): Array<Uint8Array | Int32Array | Float64Array> {
    return [this.alive, this.category, this.diet, this.allergens, this.seller, ...Object.values(this.values)];
  }

  private grow(length: number): void {
    this.alive = grown(this.alive, length);
    this.category = grown(this.category, length);
    this.diet = grown(this.diet, length);
    this.allergens = grown(this.allergens, length);
    this.seller = grown(this.seller, length);
    for (const name of ORDER_VALUE_NAMES) this.values[name] = grown(this.values[name], length);
  }

  /** Gives back the room kept for growth (after a bulk read); the next addition grows again. */
  trim(): void {
    for (const postings of this.lexicon.values()) postings.trim();
  }

  /** Drops dead slots: live ones move down in order, so every posting list stays ascending. */
  private compact(): void {
    this.ordered.clear();
    const renumber = new Int32Array(this.slots).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      if (!this.alive[slot]) continue;
      renumber[slot] = next;
      this.ids[next] = this.ids[slot]!;
      for (const column of this.columns()) column[next] = column[slot]!;
      this.slotOf.set(this.ids[next]!, next);
      next++;
    }
    this.ids.length = next;
    this.alive.fill(0, next);
    for (const [lexeme, postings] of this.lexicon) {
      postings.compact(renumber);
      if (postings.size === 0) this.lexicon.delete(lexeme);
    }
    this.slots = next;
    this.dead = 0;
  }
}

const cursorKey = (node: Extract<QueryNode, { kind: 'lexeme' }>) => `${node.prefix ? '*' : ''}${node.lexeme}`;

/** How many of a lexeme's positions carry each weight (D, C, B, A): scratch for scoreOf. */
const perWeight = new Int32Array(4);

/** ts_rank's term weight: the weights of a lexeme's positions, best first, the n-th counted 1/n². */
function scoreOf(positions: readonly number[]): number {
  // Counting each weight's positions sorts them: A's first, then B's, C's and D's.
  perWeight.fill(0);
  for (const p of positions) perWeight[p & 3]++;
  let sum = 0;
  for (let weight = 3, n = 1; weight >= 0; weight--)
    for (let k = 0; k < perWeight[weight]!; k++, n++) sum += WEIGHTS[weight]! / n ** 2;
  return sum / ZETA_2;
}
