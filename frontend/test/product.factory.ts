import type { Product } from '@thindi/contracts';

let sequence = 0;

/** A product as GET /api/products sends it; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    name: `Snack ${sequence}`,
    slug: `snack-${sequence}`,
    price: 100,
    originalPrice: null,
    images: [`/api/files/product-images/snack-${sequence}.webp`],
    description: 'A crisp South Indian snack.',
    category: 'savory',
    ingredients: ['Rice flour', 'Salt'],
    weight: '200g',
    inStock: true,
    stockQuantity: 20,
    featured: false,
    gstClass: 'namkeen-sweets',
    hsn: '2106 90',
    gstRate: 5,
    seller: { id: 'seller-1', businessName: 'Amma Sweets & Snacks' },
    rating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
