import {
  MAX_PRODUCT_IMAGES,
  MAX_UPLOAD_BYTES,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_IMAGE_REQUIRED_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  PRODUCT_TOO_MANY_IMAGES_MESSAGE,
  packLabel,
  productFormSchema,
} from '@thindi/contracts';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import type { ProductPayload, SellerProduct } from '../api/seller-catalog.api';
import { foodDraftFrom, foodFactsDraftSchema } from './food-facts-model';
import { defaultPackIndex, newPack, packDraftFrom, packListDraftSchema, toVariants } from './pack-form-model';

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
/** The form keeps what was typed; the contract's rule reads it as it stands (empty ingredient boxes dropped). */
const typed = <S extends z.ZodType>(input: S) => input.transform((value): unknown => value);
const pendingImageSchema = z.custom<PendingImage>((value) => (value as PendingImage | null)?.file instanceof File);

/**
 * The product form: the contract's rules for the saved fields, read from text inputs (numbers stay text while
 * typed, so a half-typed price is never rewritten under the cursor). Price, weight and stock are each pack's.
 * `images` are the already uploaded ones (edit mode) and `pending` the files chosen now; together they must make
 * one to five images.
 */
export const productDraftSchema = z
  .object({
    name: shape.name,
    description: shape.description,
    category: shape.category,
    gstClass: shape.gstClass,
    ingredients: typed(z.array(z.string())).pipe(shape.ingredients),
    version: shape.version,
    packs: packListDraftSchema,
    food: foodFactsDraftSchema,
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
      category: 'savory',
      ingredients: [''],
      packs: [newPack(true)],
      food: foodDraftFrom(undefined),
      images: [],
      pending: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    gstClass: product.gstClass,
    ingredients: product.ingredients.length > 0 ? [...product.ingredients] : [''],
    version: product.version,
    packs: product.variants.map(packDraftFrom),
    food: foodDraftFrom(product.food),
    images: [...product.images],
    pending: [],
  };
}

/** Why a chosen file cannot be a product image, or null when it can. */
export function checkImage(file: File): string | null {
  if (!file.type.startsWith('image/')) return `File ${file.name} is not an image.`;
  if (file.size > MAX_UPLOAD_BYTES) return `File ${file.name} is too large. Maximum size is 5MB.`;
  return null;
}

/**
 * The saved fields: the packs as `variants`, the top-level price, weight and stock from the default pack (the
 * contract still asks for them), the uploaded images after the kept ones, and `inStock` when any pack has stock.
 */
export function toPayload(draft: CheckedProductDraft, uploaded: string[]): ProductPayload {
  const { pending: _pending, packs, images, ...fields } = draft;
  const variants = toVariants(packs);
  const defaultPack = variants[defaultPackIndex(packs)];
  return {
    ...fields,
    price: defaultPack.price,
    weight: defaultPack.label ?? packLabel(defaultPack.netQuantity),
    stockQuantity: defaultPack.stockQuantity,
    images: [...images, ...uploaded],
    inStock: variants.some((v) => v.stockQuantity > 0),
    variants,
  };
}

/** The messages under one field's error, however deep (a pack's net quantity is two levels down). */
function messagesIn(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  if ('type' in error) {
    const { message } = error as { message?: unknown };
    return typeof message === 'string' && message ? [message] : [];
  }
  return Object.values(error).flatMap(messagesIn);
}

/** The form's messages in the order of its fields; a pack's name its place ('Pack 2: mrp must be at least ₹1'). */
export function formMessages(errors: FieldErrors<ProductDraft>): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    if (name !== 'packs' || !Array.isArray(error)) return messagesIn(error);
    return error.flatMap((packError: unknown, i) =>
      messagesIn(packError).map((m) => (m === REQUIRED_FIELDS_MESSAGE ? m : `Pack ${i + 1}: ${m}`)),
    );
  });
}

/** The first message to show in the form's banner: 'Please fill in all required fields' before any other. */
export function firstMessage(messages: ReadonlyArray<string | undefined>): string | null {
  const present = messages.filter((m): m is string => Boolean(m));
  return present.find((m) => m === REQUIRED_FIELDS_MESSAGE) ?? present[0] ?? null;
}
