import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogStockPatterns,
  MAX_CART_LINES,
  type Cart,
  type MergeCartInput,
  type Principal,
  type ProductSnapshot,
  type ProductSnapshotResponse,
  type SetCartLineInput,
} from '@thindi/contracts';
import { DomainError, ServiceClient, UnitOfWork } from '@thindi/platform';
import { CartsRepository, type CartLineWrite, type StoredCart } from '../../db/carts.repository';
import type { OrderDb } from '../../db/order-db';
import type { CartLineRow } from '../../db/schema';
import { cartView, lineCap } from '../../domain/cart-view';
import { mergeLines } from '../../domain/pricing';
import { supplyTermsOf } from '../../domain/supply-terms';
import { DeliveryTerms } from '../delivery-quote/delivery-terms';

const cartFull = () => DomainError.validation(`Your cart has at most ${MAX_CART_LINES} products`, 'ORDER.CART_FULL');

/** A line as written from the catalog's snapshot: the quantity, and the price and details seen now. */
const lineFrom = (p: ProductSnapshot, quantity: number): CartLineWrite => ({
  productId: p.id,
  quantity,
  addedPricePaise: p.pricePaise,
  name: p.name,
  image: p.image,
  weight: p.weight,
});

/**
 * A signed-in customer's cart: set, remove, merge the guest cart, clear. Quantities are capped by the stock and
 * the per-line maximum of an order; every answer re-checks prices and stock against the catalog.
 */
@Injectable()
export class CartHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly carts: CartsRepository,
    private readonly terms: DeliveryTerms,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {}

  async get(principal: Principal): Promise<Cart> {
    return this.answer(await this.carts.read(principal.id));
  }

  /** Sets the line's quantity (capped by stock), adding the line if new; a product out of stock is refused. */
  async setLine(principal: Principal, { productId, quantity }: SetCartLineInput): Promise<Cart> {
    const [product] = await this.snapshots([productId]);
    if (!product) throw DomainError.notFound(`Product not found: ${productId}`, 'CATALOG.PRODUCT_NOT_FOUND');
    const cap = lineCap(product.stockQuantity);
    if (cap === 0) throw DomainError.conflict(`${product.name} is out of stock`, 'ORDER.OUT_OF_STOCK');
    const stored = await this.unitOfWork.run((tx) =>
      this.carts.change(tx, principal.id, ({ lines }) => {
        if (!lines.some((l) => l.productId === productId) && lines.length >= MAX_CART_LINES) throw cartFull();
        return [lineFrom(product, Math.min(quantity, cap))];
      }),
    );
    return this.answer(stored, [product]);
  }

  async removeLine(principal: Principal, productId: string): Promise<Cart> {
    return this.answer(await this.unitOfWork.run((tx) => this.carts.remove(tx, principal.id, [productId])));
  }

  async clear(principal: Principal): Promise<Cart> {
    return this.answer(await this.unitOfWork.run((tx) => this.carts.remove(tx, principal.id)));
  }

  /**
   * The guest cart joins the customer's: quantities of a product in both add up, capped by stock and the per-line
   * maximum (a line already above what is in stock is not lowered: it shows as short). Products no longer sold or
   * out of stock, and lines beyond the cart's limit, are left out.
   */
  async merge(principal: Principal, { lines }: MergeCartInput): Promise<Cart> {
    const incoming = mergeLines(lines);
    if (!incoming.length) return this.get(principal);
    const current = await this.carts.read(principal.id);
    const ids = [...new Set([...incoming.map((l) => l.productId), ...current.lines.map((l) => l.productId)])];
    const products = await this.snapshots(ids);
    const byId = new Map(products.map((p) => [p.id, p]));
    const stored = await this.unitOfWork.run((tx) =>
      this.carts.change(tx, principal.id, ({ lines: existing }) => {
        const held = new Map<string, CartLineRow>(existing.map((l) => [l.productId, l]));
        let count = held.size;
        const writes: CartLineWrite[] = [];
        for (const line of incoming) {
          const product = byId.get(line.productId);
          const cap = product ? lineCap(product.stockQuantity) : 0;
          if (!product || cap === 0) continue;
          const had = held.get(line.productId);
          if (!had && count >= MAX_CART_LINES) continue;
          if (!had) count++;
          const quantity = Math.max(had?.quantity ?? 0, Math.min((had?.quantity ?? 0) + line.quantity, cap));
          writes.push(
            had
              ? { ...lineFrom(product, quantity), addedPricePaise: had.addedPricePaise }
              : lineFrom(product, quantity),
          );
        }
        return writes;
      }),
    );
    return this.answer(stored, products);
  }

  /** After an order is placed: its products leave the cart (all of it, when checkout ordered the cart). */
  async ordered(customerId: string, productIds: string[]): Promise<void> {
    await this.unitOfWork.run((tx) => this.carts.remove(tx, customerId, productIds));
  }

  /**
   * The cart priced as an order placed now: the sellers' GST terms (their GSTINs and states, from the seller
   * service, as the order reads them) decide whether each line carries GST.
   */
  private async answer(stored: StoredCart, known: ProductSnapshot[] = []): Promise<Cart> {
    const ids = stored.lines.map((l) => l.productId);
    const missing = ids.filter((id) => !known.some((p) => p.id === id));
    const snapshots = missing.length ? [...known, ...(await this.snapshots(missing))] : known;
    const sellerIds = snapshots.filter((p) => ids.includes(p.id)).map((p) => p.sellerId);
    const profiles = sellerIds.length ? await this.terms.profiles(sellerIds) : [];
    return cartView(stored.cart, stored.lines, snapshots, supplyTermsOf(profiles));
  }

  private async snapshots(productIds: string[]): Promise<ProductSnapshot[]> {
    if (!productIds.length) return [];
    const { products } = await this.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds,
    });
    return products;
  }
}
