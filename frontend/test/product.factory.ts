import { NO_FOOD_FACTS, type FoodFacts, type Product, type ProductVariant, type PublicSeller } from '@thindi/contracts';

let sequence = 0;

/** A seller as the storefront shows it (a product's `seller`); override what the test is about. */
export function makePublicSeller(overrides: Partial<PublicSeller> = {}): PublicSeller {
  return {
    id: 'seller-1',
    businessName: 'Amma Sweets & Snacks',
    fssaiLicenceNumber: '13323001000123',
    address: { city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
    customerCare: { phone: '9876543210', email: 'care@ammasweets.example' },
    rating: null,
    ...overrides,
  };
}

/** A label's facts, all declared: a vegetarian sweet with milk and tree nuts; override what the test is about. */
export function makeFoodFacts(overrides: Partial<FoodFacts> = {}): FoodFacts {
  return {
    diet: 'veg',
    allergens: ['milk', 'tree-nut'],
    nutritionPer100g: {
      energyKcal: 520,
      proteinG: 6.5,
      carbohydrateG: 58,
      totalSugarsG: 40,
      addedSugarsG: 38,
      totalFatG: 29,
      saturatedFatG: 18,
      transFatG: 0.2,
      sodiumMg: 45,
    },
    shelfLifeDays: 30,
    storage: 'Store in a cool, dry place',
    countryOfOrigin: 'India',
    manufacturer: { name: 'Amma Sweets & Snacks', address: '3 East Masi Street, Madurai 625001' },
    ...overrides,
  };
}

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
    seller: makePublicSeller(),
    food: NO_FOOD_FACTS,
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
    // The MRP includes GST: an original price's, else the price's rounded up to the rupee.
    mrp: Math.ceil((product.originalPrice ?? product.price) * (1 + product.gstRate / 100)),
    unitPrice: { amount: Math.round((product.price * (1 + product.gstRate / 100) * 100) / 200) / 100, per: '1 g' },
    stockQuantity: product.stockQuantity,
    inStock: product.inStock,
    sku: null,
    isDefault: true,
    version: 1,
  };
}

/** One pack of a product sold in several; override what the test is about. */
export function makePack(overrides: Partial<ProductVariant> & Pick<ProductVariant, 'id' | 'label'>): ProductVariant {
  return {
    netQuantity: { value: 250, unit: 'g' },
    price: 120,
    mrp: 140,
    unitPrice: { amount: 0.5, per: '1 g' },
    stockQuantity: 10,
    inStock: true,
    sku: null,
    isDefault: false,
    version: 1,
    ...overrides,
  };
}

/** Mysore Pak in 250 g, 500 g (its default), 1 kg and 2 kg, the last out of stock. */
export function makeSizedProduct(overrides: Partial<Product> = {}): Product {
  const quarter = makePack({ id: 'pak-250', label: '250 g' });
  const half = makePack({
    id: 'pak-500',
    label: '500 g',
    netQuantity: { value: 500, unit: 'g' },
    price: 230,
    mrp: 260,
    unitPrice: { amount: 0.48, per: '1 g' },
    stockQuantity: 6,
    isDefault: true,
  });
  const kilo = makePack({
    id: 'pak-1000',
    label: '1 kg',
    netQuantity: { value: 1, unit: 'kg' },
    price: 420,
    mrp: 480,
    unitPrice: { amount: 441, per: '1 kg' },
    stockQuantity: 3,
  });
  const twoKilo = makePack({ id: 'pak-2000', label: '2 kg', price: 800, mrp: 900, stockQuantity: 0, inStock: false });
  return makeProduct({
    name: 'Mysore Pak',
    price: 230,
    weight: '500 g',
    stockQuantity: 6,
    variants: [quarter, half, kilo, twoKilo],
    ...overrides,
  });
}
