import type { Product } from '@thindi/contracts';

export interface PriceRange {
  min: number;
  max: number;
}

/** The spec's default range is 0-100; the upper bound grows to cover the dearest product, rounded up to ₹50. */
export const DEFAULT_PRICE_CEILING = 100;
const PRICE_STEP = 50;

export function priceCeiling(products: readonly Product[]): number {
  const highest = products.reduce((max, product) => Math.max(max, product.price), 0);
  return Math.max(DEFAULT_PRICE_CEILING, Math.ceil(highest / PRICE_STEP) * PRICE_STEP);
}

export function inPriceRange(product: Product, range: PriceRange): boolean {
  return product.price >= range.min && product.price <= range.max;
}
