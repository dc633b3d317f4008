import {
  CatalogStockPatterns,
  MAX_LINE_QUANTITY,
  packName,
  packOf,
  type ProductSnapshot,
  type ProductSnapshotResponse,
} from '@thindi/contracts';
import { DomainError, type ServiceClient } from '@thindi/platform';
import { packRef, type PackLine, type PackQuantity } from '../../domain/packs';

/** The refusal of a line holding more than MAX_LINE_QUANTITY of one pack, named as the shopper knows it. */
export const overLineLimit = (name: string): DomainError =>
  DomainError.validation(`At most ${MAX_LINE_QUANTITY} of ${name} per order`, 'ORDER.QUANTITY_LIMIT');

/** 'Mysore Pak 500 g': the pack a snapshot describes. */
export const packNameOf = (pack: ProductSnapshot): string => packName(pack.name, pack.variantLabel);

/** The pack's name as the catalog gives it; the product's id when the catalog cannot say (the refusal stands). */
async function nameOf(client: ServiceClient, line: PackLine): Promise<string> {
  try {
    const { products } = await client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      items: [packRef(line)],
    });
    const pack = packOf(products, line);
    return pack ? packNameOf(pack) : line.productId;
  } catch {
    return line.productId;
  }
}

/**
 * Refuses an order holding more than MAX_LINE_QUANTITY of one pack once its lines are merged (ten lines of 100
 * are one line of 1,000), naming the pack, before anything is reserved. The name is looked up only then.
 */
export async function assertWithinLineLimits(client: ServiceClient, lines: PackQuantity[]): Promise<void> {
  const over = lines.find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (over) throw overLineLimit(await nameOf(client, over));
}
