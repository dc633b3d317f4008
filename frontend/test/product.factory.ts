import type { Product, ProductVariant } from '@thindi/contracts';

let sequence = 0;

/** A product as GET /api/products sends it; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const product: Omit<Product, 'variants'> = {
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
  return { ...product, variants: overrides.variants ?? [defaultPackOf(product)] };
}

/** The one pack a single-size product is sold in: its weight, price and stock. */
function defaultPackOf(product: Omit<Product, 'variants'>): ProductVariant {
  return {
    id: `${product.id}-pack`,
    label: product.weight,
    netQuantity: { value: 200, unit: 'g' },
    price: product.price,
    mrp: Math.ceil(product.price * (1 + product.gstRate / 100)),
    unitPrice: { amount: Math.round((product.price * (1 + product.gstRate / 100) * 100) / 200) / 100, per: '1 g' },
    stockQuantity: product.stockQuantity,
    inStock: product.inStock,
    sku: null,
    isDefault: true,
    version: 1,
  };
}
