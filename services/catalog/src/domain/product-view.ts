import {
  isProductImageKey,
  productImageUrl,
  toRupees,
  type Category,
  priceWithGstPaise,
  unitSalePrice,
  type Product,
  type ProductVariant,
  type SellerProduct,
} from '@thindi/contracts';
import type { ProductWithSeller } from '../db/products.repository';
import type { PackRow } from '../db/schema';
import { strikePricePaise } from '@thindi/contracts';
import { unknownPublicSeller } from './public-seller';
import { foodFactsOf, foodFactsStateOf } from './food-facts';
import { gstOfProduct } from './pack-rules';

/**
 * The URLs of a product's stored image keys, built here so every answer points at the platform's own file route.
 * An entry that is not a key (a row the image-key migration could not reduce) is left out, never served.
 */
export const imageUrlsOf = (keys: string[]): string[] => keys.filter(isProductImageKey).map(productImageUrl);

/** The storefront shape of a product: rupees, derived stock state, and a rating only once reviews exist. */
export function toProductView({ product: p, sellerName, packs, seller }: ProductWithSeller): Product {
  const gst = gstOfProduct(p);
  const variants = packs.map((pack) => toVariant(pack, gst.gstRate));
  const byDefault = variants.find((v) => v.isDefault) ?? variants[0];
  return {
    _id: p.id,
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: byDefault?.price ?? toRupees(p.pricePaise),
    originalPrice: byDefault ? strikePrice(packs, byDefault.id, gst.gstRate) : toRupeesOrNull(p.originalPricePaise),
    images: imageUrlsOf(p.images),
    description: p.description,
    category: p.category as Category,
    ingredients: p.ingredients,
    weight: byDefault?.label ?? p.weight,
    inStock: (byDefault?.stockQuantity ?? p.stockQuantity) > 0,
    stockQuantity: byDefault?.stockQuantity ?? p.stockQuantity,
    featured: p.featured,
    ...gst,
    variants,
    seller: seller ?? unknownPublicSeller(p.sellerId, sellerName),
    food: foodFactsOf(p),
    rating:
      p.reviewCount > 0
        ? { average: Math.round((p.ratingTotal / p.reviewCount) * 10) / 10, count: p.reviewCount }
        : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const toRupeesOrNull = (paise: number | null): number | null => (paise === null ? null : toRupees(paise));

/** One pack as the API answers it: rupees, its unit sale price (of the price with GST) and its stock state. */
function toVariant(pack: PackRow, gstRate: number): ProductVariant {
  const netQuantity = { value: pack.netValue, unit: pack.netUnit };
  return {
    id: pack.id,
    label: pack.label,
    netQuantity,
    price: toRupees(pack.pricePaise),
    mrp: toRupees(pack.mrpPaise),
    unitPrice: unitSalePrice(priceWithGstPaise(pack.pricePaise, gstRate), netQuantity),
    stockQuantity: pack.stockQuantity,
    inStock: pack.stockQuantity > 0,
    sku: pack.sku,
    isDefault: pack.isDefault,
    version: pack.version,
  };
}

/** The tax-exclusive price a pack's MRP stands for, when above its price (see strikePricePaise). */
function strikePrice(packs: PackRow[], id: string, gstRate: number): number | null {
  const pack = packs.find((p) => p.id === id)!;
  return toRupeesOrNull(strikePricePaise(pack.pricePaise, pack.mrpPaise, gstRate));
}

/** Text indexed for search with the least weight (the name and the ingredients have their own). */
export const searchTextOf = (p: { category: string; description: string; weight: string }) =>
  [p.category, p.description, p.weight].join(' ');
export const ingredientsTextOf = (p: { ingredients: string[] }) => p.ingredients.join(' ');

/** How the catalog judges a product's food facts: the days it is sold without them (FOOD_FACTS_GRACE_DAYS). */
export interface FoodFactsPolicy {
  graceDays: number;
}

/**
 * A product as its seller (and the admin) sees it: any state, with its active flag, its seller, and where it stands
 * with its food facts.
 */
export function toSellerProductView(row: ProductWithSeller, policy: FoodFactsPolicy): SellerProduct {
  const seller = { _id: row.product.sellerId, id: row.product.sellerId, businessName: row.sellerName };
  return {
    ...toProductView(row),
    isActive: row.product.isActive,
    deactivationReason: row.product.isActive ? null : row.product.deactivationReason,
    version: row.product.version,
    packNotes: row.packs.flatMap((pack) => (pack.note ? [`${pack.label}: ${pack.note}`] : [])),
    foodFacts: foodFactsStateOf(row.product, policy.graceDays),
    sellerId: seller,
  };
}
