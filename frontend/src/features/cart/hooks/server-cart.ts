import type { QueryClient } from '@tanstack/react-query';
import { MAX_LINE_QUANTITY, type Cart, type CartLineView } from '@thindi/contracts';
import { lessDiscount } from '@/components/money/coupon-money';
import { PLACEHOLDER_IMAGE } from '@/lib/svg-data-uri';
import { lineTotal, moneyOf, USUAL_GST_RATE } from '@/lib/money-summary';
import { cartApi } from '../api/cart.api';
import { cartKeys } from '../api/cart-keys';
import { cartReducer, lineKey, type CartAction, type CartItem } from './cart.reducer';
import { orderLinesOf } from './order-lines';

/**
 * The signed-in customer's cart on the server, loaded only for a signed-in customer (a guest's first page does not
 * carry it). A server cart line as the cart's screens read it.
 */
export function itemOf(line: CartLineView): CartItem {
  return {
    id: line.productId,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    name: line.name,
    image: line.image ?? PLACEHOLDER_IMAGE,
    weight: line.variantLabel,
    price: line.price,
    quantity: line.quantity,
    gstRate: line.gstRate,
    maxQuantity: line.maxQuantity > 0 ? line.maxQuantity : undefined,
    ...(line.priceChanged ? { addedPrice: line.addedPrice } : {}),
    ...(line.stockShort ? { stockShort: true } : {}),
    ...(line.unavailable ? { unavailable: true } : {}),
  };
}

export const itemsOf = (cart: Cart | undefined): CartItem[] => cart?.lines.map(itemOf) ?? [];

/** The cart as it will be once the server takes a change: shown at once, replaced by the server's answer. */
export function cartWithItems(current: Cart | undefined, items: CartItem[]): Cart {
  const known = new Map(
    current?.lines.map((l) => [lineKey({ id: l.productId, variantId: l.variantId ?? undefined }), l]),
  );
  const lines = items.map((item): CartLineView => {
    const was = known.get(lineKey(item));
    return {
      productId: item.id,
      variantId: item.variantId ?? null,
      variantLabel: item.weight,
      name: item.name,
      image: item.image,
      weight: item.weight,
      sellerId: was?.sellerId ?? null,
      sellerName: was?.sellerName ?? null,
      quantity: item.quantity,
      price: item.price,
      addedPrice: item.addedPrice ?? item.price,
      priceChanged: item.addedPrice !== undefined,
      gstRate: item.gstRate ?? USUAL_GST_RATE,
      available: was?.available ?? item.maxQuantity ?? MAX_LINE_QUANTITY,
      maxQuantity: item.maxQuantity ?? MAX_LINE_QUANTITY,
      stockShort: item.maxQuantity !== undefined && item.quantity > item.maxQuantity,
      unavailable: item.unavailable ?? false,
      lineTotal: lineTotal(item),
    };
  });
  // The coupon stays with what it took off until the server's answer says what it takes off now.
  const coupon = current?.coupon ?? null;
  const discount = coupon && !coupon.problem ? coupon.discount : 0;
  const { itemCount: _orderable, ...money } = lessDiscount(moneyOf(items.filter((i) => !i.unavailable)), discount);
  const itemCount = items.reduce((sum, i) => sum + i.quantity, 0);
  const totals = { ...money, discount };
  return { id: current?.id ?? null, lines, itemCount, totals, coupon, updatedAt: current?.updatedAt ?? null };
}

/** Reads the customer's cart into the query cache (again when older than `staleTime`). */
export function refreshServerCart(queryClient: QueryClient, token: string, staleTime?: number): void {
  queryClient
    .fetchQuery({ queryKey: cartKeys.mine(token), queryFn: () => cartApi.get(token), staleTime })
    .catch(() => undefined);
}

/** Sends the guest's lines to join the customer's cart; resolves once the merged cart is in the cache. */
export async function mergeIntoServerCart(queryClient: QueryClient, token: string, items: CartItem[]): Promise<void> {
  void queryClient.cancelQueries({ queryKey: cartKeys.mine(token) });
  queryClient.setQueryData(cartKeys.mine(token), await cartApi.merge(token, orderLinesOf(items)));
}

/**
 * Keeps a coupon on the customer's cart; the answer (the cart with it) replaces a read still under way. Rejects
 * with the refusal, whose message is the sentence to show.
 */
export async function applyServerCoupon(queryClient: QueryClient, token: string, code: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.mine(token) });
  queryClient.setQueryData(cartKeys.mine(token), await cartApi.applyCoupon(token, code));
}

export async function removeServerCoupon(queryClient: QueryClient, token: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.mine(token) });
  queryClient.setQueryData(cartKeys.mine(token), await cartApi.removeCoupon(token));
}

let latestChange = 0;

/**
 * One change to the customer's cart: shown at once (the cache holds the cart as it will be), sent as the quantity
 * the line should have, and replaced by the server's answer. Only the latest change's answer is shown: an earlier
 * one arriving late would undo it on screen; a refused change reads the cart again.
 */
export function changeServerCart(queryClient: QueryClient, token: string, action: CartAction): void {
  const mine = cartKeys.mine(token);
  const current = queryClient.getQueryData<Cart>(mine);
  const before = itemsOf(current);
  const after = cartReducer({ items: before }, action).items;
  queryClient.setQueryData(mine, cartWithItems(current, after));
  void queryClient.cancelQueries({ queryKey: mine });
  const key = action.type === 'add' ? lineKey(action.item) : 'key' in action ? action.key : undefined;
  const line = after.find((item) => lineKey(item) === key);
  const gone = line ? undefined : before.find((item) => lineKey(item) === key);
  const call =
    action.type === 'clear'
      ? cartApi.clear(token)
      : line
        ? cartApi.setLine(token, line, line.quantity)
        : gone
          ? cartApi.removeLine(token, gone)
          : null;
  if (!call) return;
  const change = ++latestChange;
  call
    .then((cart) => {
      if (change === latestChange) queryClient.setQueryData(mine, cart);
    })
    .catch(() => {
      if (change === latestChange) refreshServerCart(queryClient, token, 0);
    });
}
