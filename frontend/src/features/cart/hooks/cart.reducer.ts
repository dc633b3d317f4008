/** A cart line: the product id and its pack, what the drawer shows, and the quantity. */
export interface CartItem {
  id: string;
  /** The pack; absent on lines of the product's default pack saved before products had packs. */
  variantId?: string;
  name: string;
  image: string;
  /** The pack's label ('500 g'). */
  weight: string;
  price: number;
  quantity: number;
  /** The product's GST rate in percent (absent on lines saved before products carried one). */
  gstRate?: number;
  /** Stock left when the shop knows it: quantities never go above it. */
  maxQuantity?: number;
  /** Re-checked by the server for a signed-in customer: the price when added, if it changed since. */
  addedPrice?: number;
  /** Fewer units are in stock than the line asks for. */
  stockShort?: boolean;
  /** The product is no longer sold: it stays in the cart but is not ordered. */
  unavailable?: boolean;
}

export type CartItemInput = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
}

/** A line is one pack of one product: two sizes of a product are two lines. */
export const lineKey = ({ id, variantId }: Pick<CartItem, 'id' | 'variantId'>): string =>
  variantId ? `${id}/${variantId}` : id;

export type CartAction =
  | { type: 'add'; item: CartItemInput; quantity?: number }
  | { type: 'remove'; key: string }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'clear' };

export const EMPTY_CART: CartState = { items: [] };

function capped(quantity: number, max: number | undefined): number {
  const whole = Math.floor(quantity);
  return max !== undefined && max > 0 ? Math.min(whole, max) : whole;
}

/** A repeat add raises the quantity (by 1 unless told), setting 0 or less removes the line. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const step = Math.max(1, Math.floor(action.quantity ?? 1));
      const key = lineKey(action.item);
      const existing = state.items.find((item) => lineKey(item) === key);
      if (!existing) {
        const line = { ...action.item, quantity: capped(step, action.item.maxQuantity) };
        return { items: [...state.items, line] };
      }
      return {
        items: state.items.map((item) =>
          item === existing
            ? { ...item, ...action.item, quantity: capped(item.quantity + step, action.item.maxQuantity) }
            : item,
        ),
      };
    }
    case 'remove':
      return { items: state.items.filter((item) => lineKey(item) !== action.key) };
    case 'setQuantity':
      if (action.quantity <= 0) return cartReducer(state, { type: 'remove', key: action.key });
      return {
        items: state.items.map((item) =>
          lineKey(item) === action.key ? { ...item, quantity: capped(action.quantity, item.maxQuantity) } : item,
        ),
      };
    case 'clear':
      return EMPTY_CART;
  }
}

export interface CartTotals {
  totalItems: number;
  totalPrice: number;
}

/** totalItems = sum of quantities; totalPrice = sum of price × quantity, summed in paise to avoid float drift. */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  let paise = 0;
  let totalItems = 0;
  for (const item of items) {
    paise += Math.round(item.price * 100) * item.quantity;
    totalItems += item.quantity;
  }
  return { totalItems, totalPrice: paise / 100 };
}
