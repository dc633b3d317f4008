import { toRupees, type Category, type Product } from '@thindi/contracts';
import type { ProductWithSeller } from '../db/products.repository';

/** The storefront shape of a product: rupees, derived stock state, and a rating only once reviews exist. */
export function toProductView({ product: p, sellerName }: ProductWithSeller): Product {
  return {
    _id: p.id,
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: toRupees(p.pricePaise),
    originalPrice: p.originalPricePaise === null ? null : toRupees(p.originalPricePaise),
    images: p.images,
    description: p.description,
    category: p.category as Category,
    ingredients: p.ingredients,
    weight: p.weight,
    inStock: p.stockQuantity > 0,
    stockQuantity: p.stockQuantity,
    featured: p.featured,
    seller: { id: p.sellerId, businessName: sellerName },
    rating:
      p.reviewCount > 0
        ? { average: Math.round((p.ratingTotal / p.reviewCount) * 10) / 10, count: p.reviewCount }
        : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Text indexed for search besides the name. */
export const searchTextOf = (p: { category: string; ingredients: string[]; description: string; weight: string }) =>
  [p.category, p.ingredients.join(' '), p.description, p.weight].join(' ');
