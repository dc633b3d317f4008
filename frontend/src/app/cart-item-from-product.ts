import type { Product, ProductVariant } from '@thindi/contracts';
import type { CartItemInput } from '@/features/cart/hooks/cart.reducer';
import { shownPack } from '@/features/catalog/hooks/packs';
import { PLACEHOLDER_IMAGE } from '@/lib/svg-data-uri';

/**
 * Catalog and cart do not know each other: the app turns a product's pack (its default unless told) into a cart
 * line. The built-in fallback products have no packs: their line is the product's own figures.
 */
export function cartItemFromProduct(
  product: Product,
  pack: ProductVariant | undefined = shownPack(product),
): CartItemInput {
  const stock = pack?.stockQuantity ?? product.stockQuantity;
  return {
    id: product.id,
    ...(pack ? { variantId: pack.id } : {}),
    name: product.name,
    image: product.images[0] ?? PLACEHOLDER_IMAGE,
    weight: pack?.label ?? product.weight,
    price: pack?.price ?? product.price,
    gstRate: product.gstRate,
    maxQuantity: stock > 0 ? stock : undefined,
  };
}
