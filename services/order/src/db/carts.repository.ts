import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ORDER_DB } from '../order.constants';
import type { OrderDb } from './order-db';
import { cartLines, carts, type CartLineRow, type CartRow } from './schema';

export interface StoredCart {
  cart: CartRow | undefined;
  lines: CartLineRow[];
}
/** A line as written: its pack, its quantity, and the price and product details it was added at. */
export type CartLineWrite = Omit<CartLineRow, 'cartId' | 'addedAt'>;
/** A line's key in its cart: the product and the pack (null on a line added before packs). */
export type CartLineKey = Pick<CartLineRow, 'productId' | 'variantId'>;

const lineIs = ({ productId, variantId }: CartLineKey) =>
  and(eq(cartLines.productId, productId), variantId ? eq(cartLines.variantId, variantId) : isNull(cartLines.variantId));

/** Carts keyed by their customer: every read and write names the customer, so one reaches only one's own. */
@Injectable()
export class CartsRepository {
  constructor(@Inject(ORDER_DB) private readonly db: OrderDb) {}

  async read(customerId: string): Promise<StoredCart> {
    return this.readWith(this.db, customerId);
  }

  /**
   * Reads the customer's cart (made if it has none) with its row locked, lets `decide` say which lines to write,
   * and writes them, all in `tx`: two changes to one cart (two tabs, a merge racing an add) apply one after the
   * other. Answers the cart as it now stands.
   */
  async change(tx: OrderDb, customerId: string, decide: (current: StoredCart) => CartLineWrite[]): Promise<StoredCart> {
    await tx.insert(carts).values({ id: randomUUID(), customerId }).onConflictDoNothing({ target: carts.customerId });
    const [cart] = await tx.select().from(carts).where(eq(carts.customerId, customerId)).for('update');
    const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    const writes = decide({ cart, lines });
    if (writes.length) {
      const now = new Date();
      await tx
        .insert(cartLines)
        .values(writes.map((w) => ({ ...w, cartId: cart.id, addedAt: now })))
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
          set: {
            quantity: sql`excluded.quantity`,
            addedPricePaise: sql`excluded.added_price_paise`,
            name: sql`excluded.name`,
            image: sql`excluded.image`,
            weight: sql`excluded.weight`,
          },
        });
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
    }
    return this.readWith(tx, customerId);
  }

  /** Takes the lines of these keys out of the customer's cart (all of its lines when `keys` is not given). */
  async remove(tx: OrderDb, customerId: string, keys?: CartLineKey[]): Promise<StoredCart> {
    const [cart] = await tx.select().from(carts).where(eq(carts.customerId, customerId)).for('update');
    if (cart) {
      const which = keys ? or(...keys.map(lineIs)) : undefined;
      if (!keys || keys.length) {
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), which));
        // A cart cleared whole loses its coupon too.
        await tx
          .update(carts)
          .set({ updatedAt: new Date(), ...(keys ? {} : { couponCode: null }) })
          .where(eq(carts.id, cart.id));
      }
    }
    return this.readWith(tx, customerId);
  }

  /**
   * Takes an order's packs out of the customer's cart, and with them the coupon the order used; unlike `remove` it
   * answers nothing, so placing an order does not read the cart back.
   */
  async takeOrdered(tx: OrderDb, customerId: string, keys: CartLineKey[], usedCoupon: boolean): Promise<void> {
    const [cart] = await tx.select().from(carts).where(eq(carts.customerId, customerId)).for('update');
    if (!cart || (keys.length === 0 && !usedCoupon)) return;
    if (keys.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), or(...keys.map(lineIs))));
    await tx
      .update(carts)
      .set({ updatedAt: new Date(), ...(usedCoupon ? { couponCode: null } : {}) })
      .where(eq(carts.id, cart.id));
  }

  /** Keeps a coupon's code on the customer's cart (null: takes it off); a customer without a cart has none to keep. */
  async setCoupon(tx: OrderDb, customerId: string, code: string | null): Promise<StoredCart> {
    await tx.update(carts).set({ couponCode: code, updatedAt: new Date() }).where(eq(carts.customerId, customerId));
    return this.readWith(tx, customerId);
  }

  private async readWith(db: OrderDb, customerId: string): Promise<StoredCart> {
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
    if (!cart) return { cart: undefined, lines: [] };
    const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    return { cart, lines };
  }
}
