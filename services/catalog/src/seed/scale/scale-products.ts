import { PRODUCT_IMAGE_FOLDER } from '@thindi/contracts';
import { ingredientsTextOf, searchTextOf } from '../../domain/product-view';
import { slugOf } from '../../domain/slug';
import type { products, sellers } from '../../db/schema';
import {
  SCALE_DESCRIPTION_LINES,
  SCALE_ORIGINS,
  SCALE_SNACKS,
  SELLER_FIRST_WORDS,
  SELLER_TOWNS,
  SELLER_TRADES,
  type ScaleSnack,
} from './scale-words';
import { scaleFoodOf } from './scale-food-facts';

export type ScaleProductRow = typeof products.$inferInsert;
export type ScaleSellerRow = typeof sellers.$inferInsert;

export interface ScaleOptions {
  /** The same seed gives the same rows (ids, names, prices...); only times follow `now`. */
  seed: number;
  sellers: number;
  /** Creation times spread over the year before it. */
  now: Date;
}

const DAY_MS = 86_400_000;
const WEIGHTS = [
  { label: '100g', grams: 100 },
  { label: '200g', grams: 200 },
  { label: '250g', grams: 250 },
  { label: '250g', grams: 250 },
  { label: '500g', grams: 500 },
  { label: '1kg', grams: 1000 },
];
const MIN_RUPEES = 40;
const MAX_RUPEES = 1200;

/** A small, fast PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the seed with a row's kind and index, so each row is the same whatever the count asked for. */
function hashOf(seed: number, kind: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(kind + 1, 0xc2b2ae35) ^ Math.imul(index, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0').slice(-digits);
const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];

/** A version-4 shaped UUID that is unique by construction: the seed, the kind of row and its index are in it. */
function idOf(seed: number, kind: number, index: number, random: () => number): string {
  const r = () => hex(Math.floor(random() * 0x1000), 3);
  return `${hex(hashOf(seed, 0, 0), 8)}-${hex(0x5ca0 + kind, 4)}-4${r()}-8${r()}-${hex(index, 12)}`;
}

/** Verified, active sellers with Indian shop names ("Sri Lakshmi Sweets, Tirunelveli"), distinct up to 5,000. */
export function scaleSellers(options: ScaleOptions): ScaleSellerRow[] {
  return Array.from({ length: options.sellers }, (_, j) => {
    const random = randomOf(hashOf(options.seed, 1, j));
    return {
      id: idOf(options.seed, 1, j, random),
      businessName: sellerOf(options.seed, j).name,
      isVerified: true,
      isActive: true,
    };
  });
}

/** The `j`th seller's name and town. */
function sellerOf(seed: number, j: number): { name: string; town: string } {
  // Strides coprime with the list lengths walk every combination before one repeats.
  const first = SELLER_FIRST_WORDS[(j + seed) % SELLER_FIRST_WORDS.length];
  const trade = SELLER_TRADES[(j * 7 + seed) % SELLER_TRADES.length];
  const town = SELLER_TOWNS[Math.floor(j / SELLER_FIRST_WORDS.length) % SELLER_TOWNS.length];
  return { name: `${first} ${trade}, ${town}`, town };
}

/** "Manapparai Butter Murukku", "Ghee Ladoo", "Podi": names repeat across sellers, as real listings do. */
function nameOf(snack: ScaleSnack, random: () => number): { name: string; town: string } {
  const spelling = pick(snack.names, random);
  const style = random() < 0.75 ? `${pick(snack.styles, random)} ` : '';
  const origin = random() < 0.35 ? pick(SCALE_ORIGINS, random) : undefined;
  const town = origin ?? pick(SCALE_ORIGINS, random);
  return { name: `${origin ? `${origin} ` : ''}${style}${spelling}`, town };
}

function priceOf(snack: ScaleSnack, grams: number, random: () => number) {
  const rupees = (snack.rupeesPer250g * grams) / 250;
  const jittered = Math.round((rupees * (0.8 + random() * 0.5)) / 5) * 5;
  const price = Math.min(MAX_RUPEES, Math.max(MIN_RUPEES, jittered));
  const mrp =
    random() < 0.35 ? Math.min(MAX_RUPEES + 300, price + 5 * Math.ceil((price * random() * 0.3 + 5) / 5)) : null;
  return { pricePaise: price * 100, originalPricePaise: mrp === null ? null : mrp * 100 };
}

/** The catalogue's product `index` for `sellerIds` (the rows of scaleSellers), as the app would have saved it. */
export function scaleProduct(options: ScaleOptions, sellerIds: readonly string[], index: number): ScaleProductRow {
  const random = randomOf(hashOf(options.seed, 2, index));
  const id = idOf(options.seed, 2, index, random);
  const snack = pick(SCALE_SNACKS, random);
  const { name, town } = nameOf(snack, random);
  const weight = pick(WEIGHTS, random);
  const extra = pick(SCALE_DESCRIPTION_LINES, random);
  const listed = snack.ingredients.slice(0, 3 + Math.floor(random() * 3));
  const ingredients = snack.category === 'sweet' || listed.includes('Salt') ? listed : [...listed, 'Salt'];
  const fields = {
    description: `${name} from ${town}, made with ${ingredients[0].toLowerCase()} and ${ingredients[1].toLowerCase()}. ${extra}`,
    category: snack.category,
    weight: weight.label,
    ingredients,
  };
  const reviewCount = random() < 0.4 ? 1 + Math.floor(random() ** 3 * 300) : 0;
  const createdAt = new Date(options.now.getTime() - Math.floor(random() * 365 * DAY_MS));
  // Skewed: a few sellers list many products, most a few hundred.
  const sellerIndex = Math.floor(random() ** 1.3 * sellerIds.length);
  // The facts draw from their own sequence, so the other columns stay what the seed always gave.
  const food = scaleFoodOf(
    snack.demoSlug,
    sellerOf(options.seed, sellerIndex),
    randomOf(hashOf(options.seed, 3, index)),
  );
  return {
    id,
    sellerId: sellerIds[sellerIndex],
    // The seed's tag and the index: unique for a seed, readable like the app's own slugs.
    slug: `${slugOf(name, hex(hashOf(options.seed, 0, 0), 4))}${index.toString(36)}`,
    name,
    ...fields,
    ...priceOf(snack, weight.grams, random),
    images: [1, 2].map((n) => `${PRODUCT_IMAGE_FOLDER}/demo/${snack.demoSlug}-${n}.webp`),
    stockQuantity: random() < 0.08 ? 0 : 5 + Math.floor(random() * 500),
    featured: random() < 0.02,
    isActive: random() >= 0.02,
    reviewCount,
    ratingTotal: reviewCount === 0 ? 0 : Math.round(reviewCount * (3.2 + random() * 1.8)),
    ingredientsText: ingredientsTextOf(fields),
    searchText: searchTextOf(fields),
    ...food,
    createdAt,
    updatedAt: createdAt,
  };
}
