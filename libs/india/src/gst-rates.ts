import { effectiveOn } from './money';

export interface GstRate {
  /** 'YYYY-MM-DD' in India from which the rate applies. */
  validFrom: string;
  /** Basis points: 500 = 5%, 0 = nil-rated. */
  rateBps: number;
}

export interface GstClass {
  id: GstClassId;
  label: string;
  /** The HSN code as the tariff writes it, e.g. '2106 90'. */
  hsn: string;
  rates: readonly GstRate[];
}

export const GST_CLASS_IDS = ['namkeen-sweets', 'chips', 'pickles', 'spice-powders', 'ghee', 'papad'] as const;
export type GstClassId = (typeof GST_CLASS_IDS)[number];

/** Notification 9/2025-Central Tax (Rate), in force from 22 September 2025. */
const FROM_2025_09_22 = '2025-09-22';

const gstClass = (id: GstClassId, label: string, hsn: string, rateBps: number): GstClass =>
  Object.freeze({ id, label, hsn, rates: Object.freeze([Object.freeze({ validFrom: FROM_2025_09_22, rateBps })]) });

/**
 * The classes a seller picks a product's HSN and rate from, in the order a select lists them. A change of rate
 * is a new entry in `rates` with its validFrom: orders before it keep the old rate.
 */
export const GST_CLASSES: readonly GstClass[] = Object.freeze([
  gstClass('namkeen-sweets', 'Namkeen, mixture, murukku and sweets', '2106 90', 500),
  gstClass('chips', 'Banana, jackfruit and tapioca chips', '2008 19 40', 500),
  gstClass('pickles', 'Pickles', '2001', 500),
  gstClass('spice-powders', 'Spice powders (podi)', '0910 91', 500),
  gstClass('ghee', 'Ghee', '0405', 500),
  gstClass('papad', 'Papad and appalam', '1905 90 40', 0),
]);

export function findGstClass(id: string): GstClass | null {
  return GST_CLASSES.find((c) => c.id === id) ?? null;
}

/** The rate of a class on a date ('YYYY-MM-DD', IST), in basis points; throws for an unknown class or date. */
export function rateOn(classId: string, date: string): number {
  const found = findGstClass(classId);
  if (!found) throw new RangeError(`Unknown GST class: ${JSON.stringify(classId)}`);
  return effectiveOn(found.rates, date, `GST rate for ${found.label}`).rateBps;
}

/** Name words that place a product in a class, checked in this order (a 'papad chips' is papad). */
const KEYWORDS: readonly [GstClassId, RegExp][] = [
  ['papad', /^(papads?|pappads?|papadams?|pappadams?|appalams?|happalas?)$/],
  ['pickles', /^(pickles?|achaa?r|oorugai|urugai|avakaya|thokku)$/],
  ['spice-powders', /^(podi|powders?)$/],
  ['chips', /^chips$/],
];

/** Weights and counts at the end of a name ('500ml', '1 kg', '200g'), left out when finding its last word. */
const QUANTITY = /^(\d+(\.\d+)?)(g|gm|gms|kg|ml|l|ltr|pcs)?$|^(g|gm|gms|kg|ml|l|ltr|pcs)$/;

/**
 * The default class of a product. All four storefront categories (sweet, savory, spicy, traditional) fall under
 * HSN 2106 90, so the name decides: papad/appalam/pappadam, pickle/achaar/oorugai, podi/powder, chips, and ghee
 * when it is the product itself ('Pure Cow Ghee 500ml', never a sweet such as 'Mysore Pak with Ghee'). The seller
 * may pick another class.
 */
export function gstClassFor(category: string, name: string): GstClassId {
  const words = `${name}`
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9.]+/)
    .filter(Boolean);
  for (const [id, pattern] of KEYWORDS) if (words.some((word) => pattern.test(word))) return id;
  const productWords = words.filter((word) => !QUANTITY.test(word));
  if (category !== 'sweet' && productWords[productWords.length - 1] === 'ghee') return 'ghee';
  return 'namkeen-sweets';
}
