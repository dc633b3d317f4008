import {
  MAX_PRODUCT_IMAGES,
  MAX_UPLOAD_BYTES,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_IMAGE_REQUIRED_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  PRODUCT_TOO_MANY_IMAGES_MESSAGE,
  productFormSchema,
} from '@thindi/contracts';
import { z } from 'zod';
import type { ProductPayload, SellerProduct } from '../api/seller-catalog.api';

export const REQUIRED_FIELDS_MESSAGE = PRODUCT_REQUIRED_MESSAGE;
export const TOO_MANY_IMAGES_MESSAGE = PRODUCT_TOO_MANY_IMAGES_MESSAGE;
export const SAVED_MESSAGE = PRODUCT_SAVED_MESSAGE;
export const DELETED_MESSAGE = PRODUCT_DELETED_MESSAGE;
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload images. Please try again.';
export const SAVE_FAILED_MESSAGE = 'Failed to save product';
export const DELETE_FAILED_MESSAGE = 'Failed to delete product';
export const DELETE_CONFIRM = 'Are you sure you want to delete this product?';

/** A chosen file waiting in the form until save, with its preview. */
export interface PendingImage {
  file: File;
  preview: string;
}

const { shape } = productFormSchema;
/** The form keeps what was typed; the contract's rule reads it as it stands (a number from text, a blank as missing). */
const typed = <S extends z.ZodType>(input: S) => input.transform((value): unknown => value);
const pendingImageSchema = z.custom<PendingImage>((value) => (value as PendingImage | null)?.file instanceof File);

/**
 * The product form: the contract's rules for the saved fields, read from text inputs (numbers stay text while
 * typed, so a half-typed price is never rewritten under the cursor). `images` are the already uploaded ones (edit
 * mode) and `pending` the files chosen now; together they must make one to five images.
 */
export const productDraftSchema = productFormSchema
  .safeExtend({
    price: typed(z.string()).pipe(shape.price),
    originalPrice: typed(z.string()).pipe(shape.originalPrice),
    stockQuantity: typed(z.string()).pipe(shape.stockQuantity),
    ingredients: typed(z.array(z.string())).pipe(shape.ingredients),
    images: z.array(z.string()),
    pending: z.array(pendingImageSchema),
  })
  .refine((draft) => draft.images.length + draft.pending.length > 0, {
    message: PRODUCT_IMAGE_REQUIRED_MESSAGE,
    path: ['images'],
  })
  .refine((draft) => draft.images.length + draft.pending.length <= MAX_PRODUCT_IMAGES, {
    message: PRODUCT_TOO_MANY_IMAGES_MESSAGE,
    path: ['images'],
  });
export type ProductDraft = z.input<typeof productDraftSchema>;
export type CheckedProductDraft = z.output<typeof productDraftSchema>;

export function draftFrom(product: SellerProduct | null): ProductDraft {
  if (!product) {
    return {
      name: '',
      description: '',
      price: '',
      originalPrice: '',
      category: 'savory',
      weight: '',
      stockQuantity: '0',
      ingredients: [''],
      images: [],
      pending: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    originalPrice: product.originalPrice == null ? '' : String(product.originalPrice),
    category: product.category,
    gstClass: product.gstClass,
    weight: product.weight,
    stockQuantity: String(product.stockQuantity ?? 0),
    ingredients: product.ingredients.length > 0 ? [...product.ingredients] : [''],
    images: [...product.images],
    pending: [],
    version: product.version,
  };
}

/** Why a chosen file cannot be a product image, or null when it can. */
export function checkImage(file: File): string | null {
  if (!file.type.startsWith('image/')) return `File ${file.name} is not an image.`;
  if (file.size > MAX_UPLOAD_BYTES) return `File ${file.name} is too large. Maximum size is 5MB.`;
  return null;
}

/** The saved fields: the uploaded images after the kept ones, and `inStock` following the stock. */
export function toPayload(draft: CheckedProductDraft, uploaded: string[]): ProductPayload {
  const { pending: _pending, inStock: _inStock, images, ...fields } = draft;
  return { ...fields, images: [...images, ...uploaded], inStock: fields.stockQuantity > 0 };
}

/** The first message to show in the form's banner: 'Please fill in all required fields' before any other. */
export function firstMessage(messages: ReadonlyArray<string | undefined>): string | null {
  const present = messages.filter((m): m is string => Boolean(m));
  return present.find((m) => m === REQUIRED_FIELDS_MESSAGE) ?? present[0] ?? null;
}
