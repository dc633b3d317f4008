import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES, type Category } from '@thindi/contracts';
import type { ProductPayload, SellerProduct } from '../api/seller-catalog.api';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const NO_IMAGE_MESSAGE = 'Please upload at least one product image';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload images. Please try again.';
export const SAVE_FAILED_MESSAGE = 'Failed to save product';
export const SAVED_MESSAGE = 'Product saved successfully';
export const DELETE_FAILED_MESSAGE = 'Failed to delete product';
export const DELETED_MESSAGE = 'Product deleted successfully';
export const DELETE_CONFIRM = 'Are you sure you want to delete this product?';
export const TOO_MANY_IMAGES_MESSAGE = `You can upload at most ${MAX_PRODUCT_IMAGES} images`;

/** The form as typed: numbers stay text until saved so a half-typed price is never rewritten under the cursor. */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  category: Category;
  weight: string;
  stockQuantity: string;
  featured: boolean;
  ingredients: string[];
  /** Images already uploaded (edit mode); new files wait in the form until save. */
  images: string[];
  /** The product's version when the form was filled (edit mode). */
  version?: number;
}

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
      featured: false,
      ingredients: [''],
      images: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    originalPrice: product.originalPrice == null ? '' : String(product.originalPrice),
    category: product.category,
    weight: product.weight,
    stockQuantity: String(product.stockQuantity ?? 0),
    featured: product.featured,
    ingredients: product.ingredients.length > 0 ? [...product.ingredients] : [''],
    images: [...product.images],
    version: product.version,
  };
}

/** Name, description, price and weight are required (spec section 5). */
export function missingRequired(draft: ProductDraft): boolean {
  return [draft.name, draft.description, draft.price, draft.weight].some((value) => !value.trim());
}

/** Why a chosen file cannot be a product image, or null when it can. */
export function checkImage(file: File): string | null {
  if (!file.type.startsWith('image/')) return `File ${file.name} is not an image.`;
  if (file.size > MAX_UPLOAD_BYTES) return `File ${file.name} is too large. Maximum size is 5MB.`;
  return null;
}

const toNumber = (text: string): number => Number(text.trim());

/** The saved fields; empty ingredient entries are dropped and `inStock` follows the stock. */
export function toPayload(draft: ProductDraft, images: string[]): ProductPayload {
  const stock = draft.stockQuantity.trim() ? Math.max(0, Math.trunc(toNumber(draft.stockQuantity))) : 0;
  const payload: ProductPayload = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    price: toNumber(draft.price),
    category: draft.category,
    ingredients: draft.ingredients.map((i) => i.trim()).filter(Boolean),
    weight: draft.weight.trim(),
    images,
    inStock: stock > 0,
    stockQuantity: stock,
    featured: draft.featured,
  };
  if (draft.originalPrice.trim()) payload.originalPrice = toNumber(draft.originalPrice);
  if (draft.version !== undefined) payload.version = draft.version;
  return payload;
}
