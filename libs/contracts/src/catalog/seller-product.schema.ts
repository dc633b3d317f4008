import { z } from 'zod';
import { CATEGORIES, MAX_PRODUCT_IMAGES } from '../common/constants';
import { MAX_RUPEES, twoDecimals } from '../common/money';
import { pageNumberField, pageSizeFieldOf, paginationSchema } from '../common/paging';
import { GST_CLASS_OPTION_IDS } from './gst-class';
import { MAX_PACKS, netQuantitySchema } from './pack-size';
import { productSchema } from './product.schema';
import { foodFactsInputSchema, foodFactsStateSchema } from './food-facts';

/** The product form's messages (docs/product.md, Sellers > Seller products). */
export const PRODUCT_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const PRODUCT_IMAGE_REQUIRED_MESSAGE = 'Please upload at least one product image';
export const PRODUCT_TOO_MANY_IMAGES_MESSAGE = `You can upload at most ${MAX_PRODUCT_IMAGES} images`;
export const PRODUCT_NOT_OWNED_MESSAGE = 'You can only change your own products';
export const PRODUCT_SAVED_MESSAGE = 'Product saved successfully';
export const PRODUCT_DELETED_MESSAGE = 'Product deleted successfully';
/** 409 for a save from a form opened before the product changed (an order, another save): nothing was written. */
export const PRODUCT_CHANGED_MESSAGE = 'This product changed since you opened it. Reload to see the current stock.';
/** Money above this (₹1 crore) is a typo, not a price; it also keeps paise inside an integer column. */
/** The least a product sells for: a price of ₹0 would give it away. */
export const MIN_PRICE_RUPEES = 1;
export const PRICE_TOO_LOW_MESSAGE = `Price must be at least ₹${MIN_PRICE_RUPEES}`;

/** Form fields arrive as numbers or numeric strings; a blank one is a missing one. */
const toNumber = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : Number.isFinite(Number(t)) ? Number(t) : v;
};

const requiredText = (field: string, max: number) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? PRODUCT_REQUIRED_MESSAGE : `${field} must be text`,
    })
    .trim()
    .min(1, PRODUCT_REQUIRED_MESSAGE)
    .max(max, `${field} must be at most ${max} characters`);

const rupees = (field: string, min = 0, minMessage = `${field} must be at least ${min}`) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? PRODUCT_REQUIRED_MESSAGE : `${field} must be a number`) })
    .min(min, minMessage)
    .max(MAX_RUPEES, `${field} must be at most ${MAX_RUPEES}`)
    .refine(twoDecimals, `${field} must have at most 2 decimals`);

const ingredientsField = z
  .union([z.array(z.string({ error: 'ingredients must be a list of text' })), z.string()], {
    error: 'ingredients must be a list of text',
  })
  .optional()
  .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z.array(z.string().max(100, 'each ingredient must be at most 100 characters')).max(30, 'at most 30 ingredients'),
  );

/** A SKU: the seller's own code for a pack, unique among its packs (letters, digits, '.', '_' and '-'). */
export const skuSchema = z
  .string({ error: 'sku must be text' })
  .trim()
  .max(64, 'sku must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]*$/, "sku may hold only letters, digits, '.', '_' and '-'")
  .transform((s) => (s === '' ? null : s));

/**
 * One pack size as a seller's form or file gives it (decision 034): its net quantity, price (GST added at
 * checkout) and MRP (inclusive of all taxes), stock, and optionally its label (else made from the quantity), SKU,
 * whether it is the default pack, and the `id` and `version` of a pack being kept.
 */
export const packInputSchema = z.object({
  id: z.string().uuid('id must be a pack id').optional(),
  label: z.string({ error: 'label must be text' }).trim().max(40, 'label must be at most 40 characters').optional(),
  netQuantity: netQuantitySchema,
  price: z.preprocess(toNumber, rupees('price', MIN_PRICE_RUPEES, PRICE_TOO_LOW_MESSAGE)),
  mrp: z.preprocess(toNumber, rupees('mrp', MIN_PRICE_RUPEES, `mrp must be at least ₹${MIN_PRICE_RUPEES}`)),
  stockQuantity: z.preprocess(
    toNumber,
    z
      .number({ error: 'stockQuantity must be a number' })
      .int('stockQuantity must be a whole number')
      .min(0, 'stockQuantity must be at least 0')
      .max(1_000_000, 'stockQuantity must be at most 1000000')
      .optional()
      .default(0),
  ),
  sku: skuSchema.nullable().optional(),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  version: z.preprocess(
    toNumber,
    z.number({ error: 'version must be a number' }).int('version must be a whole number').min(0).optional(),
  ),
});
export type PackInput = z.infer<typeof packInputSchema>;
export const packListSchema = z
  .array(packInputSchema)
  .min(1, 'Add at least one pack size')
  .max(MAX_PACKS, `A product has at most ${MAX_PACKS} pack sizes`);

/** POST /api/products and PUT /api/products/:id: the saved fields of the product form. */
export const productFormSchema = z
  .object({
    name: requiredText('name', 120),
    description: requiredText('description', 2000),
    /** The single size's price; with `variants`, left out (the default pack's is answered). */
    price: z.preprocess(toNumber, rupees('price', MIN_PRICE_RUPEES, PRICE_TOO_LOW_MESSAGE).optional()),
    originalPrice: z.preprocess((v) => (v === null ? undefined : toNumber(v)), rupees('originalPrice').optional()),
    category: z
      .enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(', ')}` })
      .optional()
      .default('savory'),
    ingredients: ingredientsField,
    /** The single size's weight; with `variants`, left out (the default pack's label is answered). */
    weight: requiredText('weight', 50).optional(),
    /** The product's GST class; left out, a new product takes the default its category and name give. */
    gstClass: z
      .enum(GST_CLASS_OPTION_IDS, { error: `gstClass must be one of: ${GST_CLASS_OPTION_IDS.join(', ')}` })
      .optional(),
    images: z
      .array(z.string({ error: 'images must be a list of URLs' }).trim().max(500, 'image URL is too long'), {
        error: (iss) => (iss.input === undefined ? PRODUCT_IMAGE_REQUIRED_MESSAGE : 'images must be a list of URLs'),
      })
      .transform((list) => list.filter(Boolean))
      .pipe(
        z
          .array(z.string())
          .min(1, PRODUCT_IMAGE_REQUIRED_MESSAGE)
          .max(MAX_PRODUCT_IMAGES, PRODUCT_TOO_MANY_IMAGES_MESSAGE),
      ),
    /** Ignored: whether a product is in stock follows its stock quantity. */
    inStock: z.unknown().optional(),
    stockQuantity: z.preprocess(
      toNumber,
      z
        .number({ error: 'stockQuantity must be a number' })
        .int('stockQuantity must be a whole number')
        .min(0, 'stockQuantity must be at least 0')
        .max(1_000_000, 'stockQuantity must be at most 1000000')
        .optional()
        .default(0),
    ),
    /**
     * Ignored: featuring a product is the admin's (PATCH /api/admin/products/{id}/featured), so a seller's save
     * neither features nor unfeatures it. Still taken, not refused: older clients send it.
     */
    featured: z.unknown().optional(),
    /**
     * The product's `version` when the form was opened. Given, the save is refused (409 PRODUCT_CHANGED_MESSAGE)
     * if the product changed since, so a stock figure typed then never overwrites orders placed meanwhile.
     */
    version: z.preprocess(
      toNumber,
      z.number({ error: 'version must be a number' }).int('version must be a whole number').min(0).optional(),
    ),
    /**
     * The product's packs (decision 034), in their order. Left out, the single-size fields above make a new
     * product's one pack, or replace an existing product's default pack, its other packs untouched. Given, the
     * packs are these: a listed `id` keeps that pack, one without is added, and a pack not listed is removed.
     */
    variants: packListSchema.optional(),
    /**
     * What the label says (decision 035), in the shape GET /api/products/:id answers. Left out, a save keeps the
     * stored facts; a part given replaces that part.
     */
    food: foodFactsInputSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.variants !== undefined) return;
    // Without packs, the single size is the product's one pack: its price and weight are required.
    if (p.price === undefined) ctx.addIssue({ code: 'custom', message: PRODUCT_REQUIRED_MESSAGE, path: ['price'] });
    if (p.weight === undefined) ctx.addIssue({ code: 'custom', message: PRODUCT_REQUIRED_MESSAGE, path: ['weight'] });
  })
  .refine((p) => p.originalPrice === undefined || p.price === undefined || p.originalPrice > p.price, {
    message: 'originalPrice must be above price',
    path: ['originalPrice'],
  });
export type ProductFormInput = z.infer<typeof productFormSchema>;

/** catalog.products.create */
export const createProductSchema = productFormSchema;
/** catalog.products.update */
export const updateProductSchema = z.object({ id: z.string().trim().min(1).max(200), product: productFormSchema });
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

/** A product as its seller (and later the admin) sees it: every state, with the seller named. */
export const sellerProductSchema = productSchema.extend({
  isActive: z.boolean(),
  /** Why an admin switched the product off (null while active, or switched off without one). */
  deactivationReason: z.string().nullable().optional(),
  /** Send it back with the next save (see productFormSchema.version). */
  version: z.number().int(),
  /** What its seller should check in packs made from the product's older single size (a guessed size or MRP). */
  packNotes: z.array(z.string()),
  /** Whether its required food facts are declared, and if not, until when it is sold without them. */
  foodFacts: foodFactsStateSchema,
  sellerId: z.object({ _id: z.string(), id: z.string(), businessName: z.string() }),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;
export const SELLER_PRODUCT_PAGE_SIZE_DEFAULT = 20;
export const SELLER_PRODUCT_PAGE_SIZE_MAX = 100;
/** GET /api/products/seller/my-products: newest first, paged; `search` matches the name (any part, any case). */
export const sellerProductListQuerySchema = z
  .object({
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .max(100, 'search must be at most 100 characters')
      .optional()
      .transform((s) => (s ? s : undefined)),
    page: pageNumberField,
    pageSize: pageSizeFieldOf(SELLER_PRODUCT_PAGE_SIZE_DEFAULT, SELLER_PRODUCT_PAGE_SIZE_MAX),
  })
  .strip();
export type SellerProductListQuery = z.infer<typeof sellerProductListQuerySchema>;
export const sellerProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(sellerProductSchema),
  pagination: paginationSchema,
});
export type SellerProductListResponse = z.infer<typeof sellerProductListResponseSchema>;
export const sellerProductResponseSchema = z.object({ success: z.literal(true), product: sellerProductSchema });
export type SellerProductResponse = z.infer<typeof sellerProductResponseSchema>;
export const savedProductResponseSchema = sellerProductResponseSchema.extend({ message: z.string() });
export type SavedProductResponse = z.infer<typeof savedProductResponseSchema>;
export const deletedProductResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeletedProductResponse = z.infer<typeof deletedProductResponseSchema>;

/** catalog.products.seller-stats: asked by the seller service for `GET /api/sellers/stats`. */
export const sellerProductStatsQuerySchema = z.object({ sellerId: z.string().min(1) });
/**
 * A seller's products without their required food facts (decision 035), over all its products: `missing` still in
 * their grace period, `held` off sale since it ended, `dueAt` the earliest end of grace among the missing (ISO), or
 * null when none is.
 */
export const sellerFoodFactsCountsSchema = z.object({
  missing: z.number().int(),
  held: z.number().int(),
  dueAt: z.string().nullable(),
});
export type SellerFoodFactsCounts = z.infer<typeof sellerFoodFactsCountsSchema>;
export const sellerProductStatsSchema = z.object({
  totalProducts: z.number().int(),
  activeProducts: z.number().int(),
  foodFacts: sellerFoodFactsCountsSchema,
});
export type SellerProductStats = z.infer<typeof sellerProductStatsSchema>;
