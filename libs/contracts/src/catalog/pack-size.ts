import { z } from 'zod';
import { lineGstPaise } from '../common/pricing';

/**
 * Pack sizes (decision 034): every product is sold in one or more packs, each with its net
 * quantity, price, MRP and stock. The net quantity is what the label declares; the unit sale price follows the
 * Legal Metrology (Packaged Commodities) Rules: per 1 g or 1 ml below 1 kg or 1 l, per 1 kg or 1 l from there,
 * per piece for a count.
 */
export const NET_UNITS = ['g', 'kg', 'ml', 'l', 'pcs'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** The most packs a product may have. */
export const MAX_PACKS = 10;

/** A net quantity above this (in its unit) is a typo, not a pack. */
const MAX_NET_VALUE = 100_000;

export const netQuantitySchema = z.object({
  value: z
    .number({ error: 'netQuantity.value must be a number' })
    .positive('netQuantity.value must be above 0')
    .max(MAX_NET_VALUE, `netQuantity.value must be at most ${MAX_NET_VALUE}`)
    .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'netQuantity.value must have at most 3 decimals'),
  unit: z.enum(NET_UNITS, { error: `netQuantity.unit must be one of: ${NET_UNITS.join(', ')}` }),
});
export type NetQuantity = z.infer<typeof netQuantitySchema>;

/** What a unit sale price is per. */
export const UNIT_PRICE_PER = ['1 g', '1 kg', '1 ml', '1 l', '1 pc'] as const;
export type UnitPricePer = (typeof UNIT_PRICE_PER)[number];
export interface UnitPrice {
  /** Rupees, two decimals. */
  amount: number;
  per: UnitPricePer;
}

const format = (n: number): string => String(Number(n.toFixed(3)));

/** The label a pack gets when its seller gives none: '500 g', '1 kg', '1.5 l', '12 pcs' (one piece: '1 pc'). */
export function packLabel({ value, unit }: NetQuantity): string {
  if (unit === 'pcs') return `${format(value)} ${value === 1 ? 'pc' : 'pcs'}`;
  return `${format(value)} ${unit}`;
}

/** The quantity in its base unit (g, ml or pieces), and that base. */
function inBase({ value, unit }: NetQuantity): { amount: number; base: 'g' | 'ml' | 'pc' } {
  if (unit === 'kg') return { amount: value * 1000, base: 'g' };
  if (unit === 'l') return { amount: value * 1000, base: 'ml' };
  if (unit === 'pcs') return { amount: value, base: 'pc' };
  return { amount: value, base: unit };
}

/**
 * The unit sale price of a pack sold at `pricePaise` (what the shopper pays, GST included): per 1 g (or 1 ml) below
 * 1 kg (or 1 l), per 1 kg (or 1 l) from there, per piece for a count; rupees rounded half up to two decimals.
 * ₹90 for 100 g is ₹0.90 per 1 g; ₹540 for 1 kg is ₹540.00 per 1 kg.
 */
export function unitSalePrice(pricePaise: number, quantity: NetQuantity): UnitPrice {
  const { amount, base } = inBase(quantity);
  const big = base !== 'pc' && amount >= 1000;
  const per: UnitPricePer =
    base === 'pc' ? '1 pc' : big ? (base === 'g' ? '1 kg' : '1 l') : base === 'g' ? '1 g' : '1 ml';
  const units = big ? amount / 1000 : amount;
  return { amount: Math.round(pricePaise / units) / 100, per };
}

/** How the storefront writes a unit price: '₹0.90/g', '₹540.00/kg', '₹12.50/pc'. */
export const unitPriceText = ({ amount, per }: UnitPrice): string => `₹${amount.toFixed(2)}/${per.replace('1 ', '')}`;

/** A pack's price with its GST (what the shopper pays for one, and what its MRP may not be below). */
export const priceWithGstPaise = (pricePaise: number, gstRatePercent: number): number =>
  pricePaise + lineGstPaise(pricePaise, gstRatePercent);

const UNIT_WORDS: Record<string, NetUnit> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  lt: 'l',
  ltr: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  pc: 'pcs',
  pcs: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  nos: 'pcs',
  no: 'pcs',
  units: 'pcs',
  unit: 'pcs',
};

/**
 * Reads a weight as sellers typed it before pack sizes ('200g', '1 kg', '250 gm', '1.5 Litre', '12 pcs'); undefined
 * when it is not one quantity and unit (then the pack is '1 pc' and its seller is told).
 */
export function parseNetQuantity(text: string): NetQuantity | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\.?\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = UNIT_WORDS[match[2].toLowerCase()];
  const parsed = netQuantitySchema.safeParse({ value: Number(match[1]), unit });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The tax-exclusive price the MRP stands for, answered as `originalPrice` beside the tax-exclusive `price` (so a
 * discount is reckoned on like terms), or null when it takes less than 1% off (an MRP that is the price with GST
 * rounded up to the rupee is no discount).
 */
export function strikePricePaise(pricePaise: number, mrpPaise: number, gstRate: number): number | null {
  const exclusive = Math.round((mrpPaise * 100) / (100 + gstRate));
  return Math.round(((exclusive - pricePaise) * 100) / exclusive) >= 1 ? exclusive : null;
}
