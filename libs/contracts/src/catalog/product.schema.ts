import { z } from 'zod';
import { CATEGORIES } from '../common/constants';
import { GST_CLASS_OPTION_IDS } from './gst-class';
import { pageNumberField, pageSizeFieldOf, paginationSchema } from '../common/paging';
import { NET_UNITS, UNIT_PRICE_PER } from './pack-size';
import { PRODUCT_SORTS } from './product-sorts';
import { dietFilterField, excludeAllergensField, foodCountsSchema, foodFactsSchema } from './food-facts';
import { publicSellerSchema } from '../sellers/food-licence';

/** The storefront grid's page: 48 products unless asked, at most 100. */
export const PRODUCT_PAGE_SIZE_DEFAULT = 48;
export const PRODUCT_PAGE_SIZE_MAX = 100;

/**
 * One pack size of a product (decision 034): money in rupees, the MRP inclusive of all taxes, and the unit sale
 * price of the price with GST ('₹0.90/g').
 */
export const productVariantSchema = z.object({
  id: z.string(),
  label: z.string(),
  netQuantity: z.object({ value: z.number(), unit: z.enum(NET_UNITS) }),
  price: z.number(),
  mrp: z.number(),
  unitPrice: z.object({ amount: z.number(), per: z.enum(UNIT_PRICE_PER) }),
  stockQuantity: z.number().int(),
  inStock: z.boolean(),
  sku: z.string().nullable(),
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * A product as the storefront API sends it: money in rupees with two decimals. `price`, `originalPrice`, `weight`,
 * `stockQuantity` and `inStock` describe its default pack; `variants` are all its packs.
 */
export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  images: z.array(z.string()),
  description: z.string(),
  category: z.enum(CATEGORIES),
  ingredients: z.array(z.string()),
  weight: z.string(),
  inStock: z.boolean(),
  stockQuantity: z.number().int(),
  featured: z.boolean(),
  /** Its GST class, that class's HSN code and its rate in percent: what the cart computes tax from. */
  gstClass: z.enum(GST_CLASS_OPTION_IDS),
  hsn: z.string(),
  gstRate: z.number(),
  /** Who sells it (decision 035): its FSSAI licence number, where it is, its customer care and its rating. */
  seller: publicSellerSchema,
  /** What its label says (decision 035); null parts are not declared yet. */
  food: foodFactsSchema,
  /** Null until the product has reviews: the storefront shows no rating without them. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

const searchText = z
  .string()
  .trim()
  .max(100, 'search must be at most 100 characters')
  .optional()
  .transform((s) => (s ? s : undefined));

/** A price bound in rupees (a query string, or a number once parsed); blank means no bound. */
const priceBound = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: `${field} must be a number` })
      .min(0, `${field} must be at least 0`)
      .max(10_000_000, `${field} is too large`)
      .optional(),
  );

/**
 * Query of GET /api/products: `category` may be `all` or empty, meaning no filter; prices in rupees;
 * `sort` is relevance when searching and newest otherwise unless named; `page` (from 1) and `pageSize`
 * (48, at most 100) pick the page. Every order is total (ties broken by id), so pages never repeat or skip.
 */
export const listProductsQuerySchema = z
  .object({
    search: searchText,
    category: z
      .union([z.enum(CATEGORIES), z.literal('all'), z.literal('')], {
        error: `category must be one of: all, ${CATEGORIES.join(', ')}`,
      })
      .optional()
      .transform((c) => (c && c !== 'all' ? c : undefined)),
    minPrice: priceBound('minPrice'),
    maxPrice: priceBound('maxPrice'),
    sort: z
      .union([z.enum(PRODUCT_SORTS), z.literal('')], { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
      .optional()
      .transform((s) => (s ? s : undefined)),
    /** 'Veg only' (decision 035): products declared vegetarian (never egg or non-veg, never undeclared). */
    diet: dietFilterField,
    /** 'Free from …': products whose declared allergens hold none of these (never undeclared ones). */
    excludeAllergens: excludeAllergensField,
    /** One seller's products (its public page). */
    seller: z
      .union([z.string().uuid('seller must be a seller id'), z.literal('')])
      .optional()
      .transform((s) => (s ? s : undefined)),
    page: pageNumberField,
    pageSize: pageSizeFieldOf(PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX),
    /**
     * The `asOf` of the first page's answer, sent back with the next pages: products added after it are left out,
     * so they neither repeat a product nor push one past the page being read.
     */
    asOf: z.iso
      .datetime({ offset: true, error: 'asOf must be a date and time (ISO 8601)' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .strip();
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

/** Product ids are UUIDs; any other string names no product (404), it is not malformed input. */
export const productIdSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(200, 'id must be at most 200 characters'),
});
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
export type ProductIdInput = z.infer<typeof productIdSchema>;

export const productListResponseSchema = z.object({ success: z.literal(true), products: z.array(productSchema) });

export const FEATURED_PAGE_SIZE_DEFAULT = 12;
/** GET /api/products/featured/list: featured products, newest first, paged like the grid. */
export const featuredListQuerySchema = z
  .object({ page: pageNumberField, pageSize: pageSizeFieldOf(FEATURED_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX) })
  .strip();
export type FeaturedListQuery = z.infer<typeof featuredListQuerySchema>;
export const featuredListResponseSchema = productListResponseSchema.extend({ pagination: paginationSchema });
export type FeaturedListResponse = z.infer<typeof featuredListResponseSchema>;
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
/** Per category, over the searched and price-filtered set before the category filter. */
export const categoryCountsSchema = z.object(
  Object.fromEntries(['all', ...CATEGORIES].map((c) => [c, z.number().int()])) as Record<
    'all' | (typeof CATEGORIES)[number],
    z.ZodNumber
  >,
);
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;
/**
 * GET /api/products also answers the category counts (over the whole filtered set, not the page), the visible
 * catalogue's price range, where the page sits, and what the search was understood as.
 */
export const productBrowseResponseSchema = productListResponseSchema.extend({
  counts: categoryCountsSchema,
  /** The 'Veg only' and 'Free from …' chips' counts (decision 035). */
  foodCounts: foodCountsSchema,
  priceRange: z.object({ min: z.number(), max: z.number() }),
  pagination: paginationSchema,
  /** The moment the list is as of (the newest listed product's creation time); null for an empty catalogue. */
  asOf: z.string().nullable(),
  /**
   * The search as respelt when the words typed matched nothing and a respelling did: the products are the
   * respelling's ("Showing results for …"). Null otherwise.
   */
  showingResultsFor: z.string().nullable(),
  /** When nothing matched, even respelt: the nearest spelling the catalogue knows ("Did you mean …?"). Null otherwise. */
  didYouMean: z.string().nullable(),
});
export type ProductBrowseResponse = z.infer<typeof productBrowseResponseSchema>;
export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;
