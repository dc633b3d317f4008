import type { Product } from '@thindi/contracts';
import type { CartItemInput } from '@/features/cart/hooks/cart.reducer';
import { PLACEHOLDER_IMAGE } from '@/lib/svg-data-uri';

/** Catalog and cart do not know each other: the app turns a product into a cart line. */
export function cartItemFromProduct(product: Product): CartItemInput {
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? PLACEHOLDER_IMAGE,
    weight: product.weight,
    price: product.price,
    gstRate: product.gstRate,
    maxQuantity: product.stockQuantity > 0 ? product.stockQuantity : undefined,
  };
}
