import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogStockPatterns,
  MAX_CART_LINES,
  packName,
  packOf,
  type Cart,
  type CartCouponInput,
  type CartLineRef,
  type CouponPreview,
  type CouponPreviewInput,
  type MergeCartInput,
  type Principal,
  type ProductSnapshot,
  type ProductSnapshotResponse,
  type SetCartLineInput,
} from '@thindi/contracts';
import { DomainError, ServiceClient, UnitOfWork } from '@thindi/platform';
import { CartsRepository, type CartLineKey, type CartLineWrite, type StoredCart } from '../../db/carts.repository';
import { CouponsRepository } from '../../db/coupons.repository';
import type { OrderDb } from '../../db/order-db';
import type { CartLineRow } from '../../db/schema';
import { cartTotalsOf, cartView, lineCap, withCoupon, type CartCouponTerms } from '../../domain/cart-view';
import { priceOrder } from '../../domain/pricing';
import { unknownCoupon } from '../../domain/coupon-rules';
import { mergeLines, namedPackKey, notForSale, packRef, type PackLine } from '../../domain/packs';
import { supplyTermsOf } from '../../domain/supply-terms';
import { DeliveryTerms } from '../delivery-quote/delivery-terms';

const cartFull = () => DomainError.validation(`Your cart has at most ${MAX_CART_LINES} products`, 'ORDER.CART_FULL');

/** A pack's line as written from the catalog's snapshot, under `variantId`: the quantity, price and details seen now. */
const lineFrom = (p: ProductSnapshot, variantId: string | null, quantity: number): CartLineWrite => ({
  productId: p.id,
  variantId,
  quantity,
  addedPricePaise: p.pricePaise,
  name: p.name,
  image: p.image,
  weight: p.weight,
});

/** A stored line as it would be written again. */
const asWrite = ({ cartId: _cartId, addedAt: _addedAt, ...line }: CartLineRow): CartLineWrite => line;

/** The keys a pack's line is kept under: its own, and for the default pack that of a line from before packs. */
const keysOf = (p: ProductSnapshot): CartLineKey[] => [
  { productId: p.id, variantId: p.variantId },
  ...(p.isDefault ? [{ productId: p.id, variantId: null }] : []),
];

/** The line of the cart that holds this pack, if any. */
const lineOf = <L extends CartLineKey>(lines: L[], p: ProductSnapshot): L | undefined =>
  lines.find((l) => keysOf(p).some((k) => k.productId === l.productId && k.variantId === l.variantId));

/**
 * A signed-in customer's cart, one line per pack: set, remove, merge the guest cart, clear. Quantities are capped
 * by the pack's stock and the per-line maximum of an order; every answer re-checks prices and stock against the
 * catalog. A line added before packs stands for its product's default pack and keeps its key.
 */
@Injectable()
export class CartHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly carts: CartsRepository,
    private readonly terms: DeliveryTerms,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    private readonly coupons: CouponsRepository,
  ) {}

  async get(principal: Principal): Promise<Cart> {
    return this.answer(await this.carts.read(principal.id));
  }

  /** Sets the pack's line quantity (capped by stock), adding the line if new; a pack out of stock is refused. */
  async setLine(principal: Principal, { quantity, ...named }: SetCartLineInput): Promise<Cart> {
    const pack = packOf(await this.snapshots([named]), named);
    if (!pack) throw notForSale(named);
    const cap = lineCap(pack.stockQuantity);
    if (cap === 0)
      throw DomainError.conflict(`${packName(pack.name, pack.variantLabel)} is out of stock`, 'ORDER.OUT_OF_STOCK');
    const stored = await this.unitOfWork.run((tx) =>
      this.carts.change(tx, principal.id, ({ lines }) => {
        const had = lineOf(lines, pack);
        if (!had && lines.length >= MAX_CART_LINES) throw cartFull();
        return [lineFrom(pack, had ? had.variantId : pack.variantId, Math.min(quantity, cap))];
      }),
    );
    return this.answer(stored, [pack]);
  }

  /** Takes the pack's line out; a pack no longer sold is taken out by the key the cart showed it under. */
  async removeLine(principal: Principal, named: CartLineRef): Promise<Cart> {
    const known = await this.snapshots([named]);
    const pack = packOf(known, named);
    const keys = pack ? keysOf(pack) : [{ productId: named.productId, variantId: named.variantId ?? null }];
    return this.answer(await this.unitOfWork.run((tx) => this.carts.remove(tx, principal.id, keys)), known);
  }

  async clear(principal: Principal): Promise<Cart> {
    return this.answer(await this.unitOfWork.run((tx) => this.carts.remove(tx, principal.id)));
  }

  /**
   * The guest cart joins the customer's: quantities of a pack in both add up, capped by stock and the per-line
   * maximum (a line already above what is in stock is not lowered: it shows as short); two packs of a product are
   * two lines. Packs no longer sold or out of stock, and lines beyond the cart's limit, are left out.
   */
  async merge(principal: Principal, { lines }: MergeCartInput): Promise<Cart> {
    const incoming = mergeLines(lines);
    if (!incoming.length) return this.get(principal);
    const current = await this.carts.read(principal.id);
    const products = await this.snapshots([...incoming, ...current.lines]);
    const stored = await this.unitOfWork.run((tx) =>
      this.carts.change(tx, principal.id, ({ lines: existing }) => {
        const held = existing.map(asWrite);
        const writes = new Map<string, CartLineWrite>();
        for (const line of incoming) {
          const pack = packOf(products, line);
          const cap = pack ? lineCap(pack.stockQuantity) : 0;
          if (!pack || cap === 0) continue;
          const had = lineOf(held, pack);
          if (!had && held.length >= MAX_CART_LINES) continue;
          const before = had?.quantity ?? 0;
          const quantity = Math.max(before, Math.min(before + line.quantity, cap));
          const write = {
            ...lineFrom(pack, had ? had.variantId : pack.variantId, quantity),
            addedPricePaise: had?.addedPricePaise ?? pack.pricePaise,
          };
          // A guest line naming the default pack and one naming no pack are the same line.
          if (had) held.splice(held.indexOf(had), 1, write);
          else held.push(write);
          writes.set(namedPackKey(write), write);
        }
        return [...writes.values()];
      }),
    );
    return this.answer(stored, products);
  }

  /**
   * Keeps the coupon on the cart once it applies to its lines now, else refuses with why (unknown, not started,
   * expired, used up, not for these products, below its minimum: 'Add ₹120.00 more to use DIWALI10'). One coupon
   * per cart: a new one takes the place of the one before.
   */
  async applyCoupon(principal: Principal, { code }: CartCouponInput): Promise<Cart> {
    const terms = await this.couponTerms(principal.id, code);
    const current = await this.carts.read(principal.id);
    if (!current.cart || current.lines.length === 0)
      throw DomainError.conflict(
        `Add something to your cart to use ${terms.coupon.code}`,
        'ORDER.COUPON_NOT_APPLICABLE',
      );
    const { cart, snapshots, supply } = await this.pricing(current);
    withCoupon(priceOrder(this.sold(cart, snapshots), snapshots, new Date(), supply), terms, new Date(), true);
    const stored = await this.unitOfWork.run((tx) => this.carts.setCoupon(tx, principal.id, terms.coupon.code));
    return this.answer(stored, snapshots);
  }

  /** Takes the cart's coupon off. */
  async removeCoupon(principal: Principal): Promise<Cart> {
    return this.answer(await this.unitOfWork.run((tx) => this.carts.setCoupon(tx, principal.id, null)));
  }

  /**
   * A guest's lines priced with the coupon, kept nowhere (the code applies to the cart once the guest signs in):
   * refused with why as the cart would refuse it, the shopper's own uses not yet known.
   */
  async previewCoupon({ code, lines }: CouponPreviewInput): Promise<CouponPreview> {
    const terms = await this.couponTerms(null, code);
    const named = mergeLines(lines);
    const snapshots = await this.snapshots(named);
    const sold = named.filter((l) => packOf(snapshots, l));
    if (!sold.length)
      throw DomainError.conflict(
        `Add something to your cart to use ${terms.coupon.code}`,
        'ORDER.COUPON_NOT_APPLICABLE',
      );
    const sellerIds = sold.map((l) => packOf(snapshots, l)!.sellerId);
    const supply = supplyTermsOf(await this.terms.profiles(sellerIds));
    const now = new Date();
    const { priced, coupon } = withCoupon(priceOrder(sold, snapshots, now, supply), terms, now, true);
    return { success: true, coupon, totals: cartTotalsOf(priced) };
  }

  /** After an order is placed: its packs leave the cart, and the coupon it used with them. */
  async ordered(customerId: string, packs: ProductSnapshot[], usedCoupon = false): Promise<void> {
    await this.unitOfWork.run((tx) => this.carts.takeOrdered(tx, customerId, packs.flatMap(keysOf), usedCoupon));
  }

  /** The coupon of a code with the shopper's uses of it (none known for a guest); an unknown code is refused. */
  private async couponTerms(customerId: string | null, code: string): Promise<CartCouponTerms> {
    const found = await this.coupons.byCodeFor(code, customerId);
    if (!found) throw unknownCoupon(code);
    return found;
  }

  /**
   * The cart priced as an order placed now: the sellers' GST terms (their GSTINs and states, from the seller
   * service, as the order reads them) decide whether each line carries GST.
   */
  private async answer(stored: StoredCart, known: ProductSnapshot[] = []): Promise<Cart> {
    const code = stored.cart?.couponCode;
    const [{ snapshots, supply }, couponTerms] = await Promise.all([
      this.pricing(stored, known),
      code && stored.cart ? this.couponTerms(stored.cart.customerId, code).catch(() => undefined) : undefined,
    ]);
    return cartView(stored.cart, stored.lines, snapshots, supply, new Date(), couponTerms);
  }

  /** The snapshots of the cart's packs (those not known yet asked for) and its sellers' GST terms. */
  private async pricing(stored: StoredCart, known: ProductSnapshot[] = []) {
    const missing = stored.lines.filter((l) => !packOf(known, l));
    const snapshots = missing.length ? [...known, ...(await this.snapshots(missing))] : known;
    const sellerIds = stored.lines.flatMap((l) => packOf(snapshots, l)?.sellerId ?? []);
    const profiles = sellerIds.length ? await this.terms.profiles(sellerIds) : [];
    return { cart: stored, snapshots, supply: supplyTermsOf(profiles) };
  }

  /** The cart's lines still sold, as an order would name them. */
  private sold(stored: StoredCart, snapshots: ProductSnapshot[]) {
    return stored.lines.filter((l) => packOf(snapshots, l));
  }

  /** The catalog's snapshots of the packs the lines name, each asked for once. */
  private async snapshots(lines: PackLine[]): Promise<ProductSnapshot[]> {
    const refs = new Map(lines.map((l) => [namedPackKey(l), packRef(l)]));
    if (!refs.size) return [];
    const { products } = await this.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      items: [...refs.values()],
    });
    return products;
  }
}
