import { NO_FOOD_FACTS, type Product, type PublicSeller } from '@thindi/contracts';
import { svgDataUri } from '@/lib/svg-data-uri';

/** docs/product.md, Storefront > Fallback products: what the home shows when the server fails or has no products at all. */
const illustration = (shapes: string): string =>
  svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
    <rect width="400" height="400" fill="#fdf6e7"/>
    <ellipse cx="200" cy="215" rx="150" ry="110" fill="#4d7c0f" opacity="0.85"/>${shapes}</svg>`);

const murukku = illustration(
  [70, 52, 34, 16]
    .map((r) => `<circle cx="200" cy="205" r="${r}" fill="none" stroke="#b45309" stroke-width="11"/>`)
    .join(''),
);
const bananaChips = illustration(
  [
    [150, 180],
    [230, 170],
    [190, 240],
    [260, 235],
    [130, 245],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34" fill="#facc15" stroke="#ca8a04" stroke-width="5"/>`)
    .join(''),
);
const mixture = illustration(
  Array.from({ length: 36 }, (_, i) => {
    const x = 110 + ((i * 47) % 180);
    const y = 150 + ((i * 31) % 120);
    const fill = ['#b45309', '#f59e0b', '#65a30d', '#dc2626'][i % 4];
    return `<rect x="${x}" y="${y}" width="16" height="8" rx="4" fill="${fill}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
  }).join(''),
);

// The house's own stand-ins declare no label facts and no licence: the page says nothing it cannot stand behind.
const BUILT_IN_SELLER: PublicSeller = {
  id: 'thindi',
  businessName: 'Thindi Kitchen',
  fssaiLicenceNumber: null,
  address: null,
  customerCare: null,
  rating: null,
};
const EPOCH = '2024-01-01T00:00:00.000Z';

function builtIn(
  fields: Pick<Product, 'name' | 'price' | 'originalPrice' | 'category' | 'weight' | 'description' | 'ingredients'> & {
    slug: string;
    image: string;
  },
): Product {
  const id = `fallback-${fields.slug}`;
  const { image, ...rest } = fields;
  return {
    ...rest,
    _id: id,
    id,
    images: [image],
    inStock: true,
    stockQuantity: 0,
    featured: true,
    gstClass: 'namkeen-sweets',
    hsn: '2106 90',
    gstRate: 5,
    seller: BUILT_IN_SELLER,
    food: NO_FOOD_FACTS,
    rating: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    // Shown while the catalogue cannot be reached: nothing to buy, so no pack.
    variants: [],
  };
}

export const FALLBACK_PRODUCTS: readonly Product[] = [
  builtIn({
    slug: 'murukku',
    name: 'Murukku',
    price: 299,
    originalPrice: 399,
    category: 'savory',
    weight: '200g',
    image: murukku,
    description: 'Crunchy spirals of rice flour and urad dal, pressed by hand and fried until golden.',
    ingredients: ['Rice flour', 'Urad dal flour', 'Sesame seeds', 'Cumin', 'Butter', 'Salt', 'Oil'],
  }),
  builtIn({
    slug: 'banana-chips',
    name: 'Banana Chips',
    price: 199,
    originalPrice: null,
    category: 'savory',
    weight: '150g',
    image: bananaChips,
    description: 'Thin slices of raw Nendran banana fried in coconut oil, lightly salted, Kerala style.',
    ingredients: ['Raw banana', 'Coconut oil', 'Salt', 'Turmeric'],
  }),
  builtIn({
    slug: 'mixture',
    name: 'Mixture',
    price: 349,
    originalPrice: null,
    category: 'spicy',
    weight: '250g',
    image: mixture,
    description: 'A spicy tumble of sev, boondi, peanuts, roasted gram and curry leaves.',
    ingredients: ['Gram flour', 'Peanuts', 'Roasted gram', 'Curry leaves', 'Chilli powder', 'Salt', 'Oil'],
  }),
];

export function findFallbackProduct(id: string): Product | undefined {
  return FALLBACK_PRODUCTS.find((product) => product.id === id);
}
