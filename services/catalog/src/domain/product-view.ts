import {
  isProductImageKey,
  productImageUrl,
  toRupees,
  type Category,
  type Product,
  type SellerProduct,
} from '@thindi/contracts';
import { findGstClass, gstClassFor, istDate, rateOn, type GstClass } from '@thindi/india';
import type { ProductWithSeller } from '../db/products.repository';

/** A product's GST class: the one its seller picked, else the default its category and name give. */
export const gstClassOfProduct = (p: { category: string; name: string; gstClass?: string | null }): GstClass =>
  findGstClass(p.gstClass ?? '') ?? findGstClass(gstClassFor(p.category, p.name))!;

/**
 * The URLs of a product's stored image keys, built here so every answer points at the platform's own file route.
 * An entry that is not a key (a row the image-key migration could not reduce) is left out, never served.
 */
export const imageUrlsOf = (keys: string[]): string[] => keys.filter(isProductImageKey).map(productImageUrl);

/** The storefront shape of a product: rupees, derived stock state, and a rating only once reviews exist. */
export function toProductView({ product: p, sellerName }: ProductWithSeller): Product {
  return {
    _id: p.id,
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: toRupees(p.pricePaise),
    originalPrice: p.originalPricePaise === null ? null : toRupees(p.originalPricePaise),
    images: imageUrlsOf(p.images),
    description: p.description,
    category: p.category as Category,
    ingredients: p.ingredients,
    weight: p.weight,
    inStock: p.stockQuantity > 0,
    stockQuantity: p.stockQuantity,
    featured: p.featured,
    ...gstOf(p),
    seller: { id: p.sellerId, businessName: sellerName },
    rating:
      p.reviewCount > 0
        ? { average: Math.round((p.ratingTotal / p.reviewCount) * 10) / 10, count: p.reviewCount }
        : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function gstOf(p: {
  category: string;
  name: string;
  gstClass: string | null;
}): Pick<Product, 'gstClass' | 'hsn' | 'gstRate'> {
  const gst = gstClassOfProduct(p);
  return { gstClass: gst.id, hsn: gst.hsn, gstRate: rateOn(gst.id, istDate(new Date())) / 100 };
}

/** Text indexed for search with the least weight (the name and the ingredients have their own). */
export const searchTextOf = (p: { category: string; description: string; weight: string }) =>
  [p.category, p.description, p.weight].join(' ');
export const ingredientsTextOf = (p: { ingredients: string[] }) => p.ingredients.join(' ');

/** A product as its seller (and the admin) sees it: any state, with its active flag and seller. */
export function toSellerProductView(row: ProductWithSeller): SellerProduct {
  const seller = { _id: row.product.sellerId, id: row.product.sellerId, businessName: row.sellerName };
  return {
    ...toProductView(row),
    isActive: row.product.isActive,
    deactivationReason: row.product.isActive ? null : row.product.deactivationReason,
    version: row.product.version,
    sellerId: seller,
  };
}
