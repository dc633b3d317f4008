import type { Product } from '@thindi/contracts';
import type { PriceRange } from '../api/products.api';

export type { PriceRange };

/** The price filter starts at 0-100; the upper bound grows to cover the dearest product, rounded up to ₹50. */
export const DEFAULT_PRICE_CEILING = 100;
const PRICE_STEP = 50;

export function priceCeiling(products: readonly Product[]): number {
  const highest = products.reduce((max, product) => Math.max(max, product.price), 0);
  return Math.max(DEFAULT_PRICE_CEILING, Math.ceil(highest / PRICE_STEP) * PRICE_STEP);
}

/**
 * The slider's bounds: the catalogue's own price range when the API sends one (widened to whole rupees and to
 * the product on show), else 0 up to the computed ceiling.
 */
export function sliderBounds(apiRange: PriceRange | null, shown: readonly Product[]): PriceRange {
  if (!apiRange) return { min: 0, max: priceCeiling(shown) };
  const prices = shown.map((p) => p.price);
  const min = Math.floor(Math.min(apiRange.min, ...prices));
  const max = Math.ceil(Math.max(apiRange.max, ...prices));
  return { min, max: Math.max(max, min + 1) };
}

export function inPriceRange(product: Product, range: PriceRange): boolean {
  return product.price >= range.min && product.price <= range.max;
}
