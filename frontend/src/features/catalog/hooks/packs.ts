import { strikePricePaise, toPaise, toRupees, type Product, type ProductVariant } from '@thindi/contracts';

/** The pack a product shows: its default, else its first; none for the built-in fallback products. */
export const shownPack = (product: Product): ProductVariant | undefined =>
  product.variants.find((variant) => variant.isDefault) ?? product.variants[0];

/** The pack a card's 'from' price names: the cheapest in stock, else the default (the price the list sorts by). */
export function fromPack(product: Product): ProductVariant | undefined {
  const inStock = product.variants.filter((variant) => variant.inStock);
  if (inStock.length === 0) return shownPack(product);
  return inStock.reduce((cheapest, variant) => (variant.price < cheapest.price ? variant : cheapest));
}

/** How the URL names a pack (`?size=500g`): its label without spaces, in lower case. */
export const sizeParam = (pack: ProductVariant): string => pack.label.replace(/\s+/g, '').toLowerCase();

/** The pack `?size=` names, else the product's default (an unknown size is no error: the page shows the default). */
export const packOfSize = (product: Product, size: string | null): ProductVariant | undefined =>
  product.variants.find((variant) => size !== null && sizeParam(variant) === size.toLowerCase()) ?? shownPack(product);

/**
 * The tax-exclusive price a pack's MRP stands for, struck through beside its tax-exclusive price, or null when it
 * takes less than 1% off: the catalog's rule for the default pack's `originalPrice`, applied to every pack.
 */
export function packOriginalPrice(pack: ProductVariant, gstRate: number): number | null {
  const strike = strikePricePaise(toPaise(pack.price), toPaise(pack.mrp), gstRate);
  return strike === null ? null : toRupees(strike);
}
