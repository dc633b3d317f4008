import { CatalogStockPatterns, MAX_LINE_QUANTITY, type ProductSnapshotResponse } from '@thindi/contracts';
import { DomainError, type ServiceClient } from '@thindi/platform';
import type { OrderLine } from './place-order.state';

/** The product's name as the catalog gives it; its id when the catalog cannot say (the refusal stands either way). */
async function nameOf(client: ServiceClient, productId: string): Promise<string> {
  try {
    const { products } = await client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds: [productId],
    });
    return products.find((p) => p.id === productId)?.name ?? productId;
  } catch {
    return productId;
  }
}

/**
 * Refuses an order holding more than MAX_LINE_QUANTITY of one product once its lines are merged (ten lines of 100
 * are one line of 1,000), naming the product, before anything is reserved. The name is looked up only then.
 */
export async function assertWithinLineLimits(client: ServiceClient, lines: OrderLine[]): Promise<void> {
  const over = lines.find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (!over) return;
  const name = await nameOf(client, over.productId);
  throw DomainError.validation(`At most ${MAX_LINE_QUANTITY} of ${name} per order`, 'ORDER.QUANTITY_LIMIT');
}
