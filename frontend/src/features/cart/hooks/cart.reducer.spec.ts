import { cartReducer, cartTotals, EMPTY_CART, lineKey, type CartItemInput, type CartState } from './cart.reducer';

const murukku: CartItemInput = { id: 'p1', name: 'Murukku', image: '/m.webp', weight: '200g', price: 299 };
const chips: CartItemInput = { id: 'p2', name: 'Banana Chips', image: '/b.webp', weight: '150g', price: 199.5 };

const add = (state: CartState, item: CartItemInput, quantity?: number) =>
  cartReducer(state, { type: 'add', item, quantity });

describe('cart rules', () => {
  it('adds a new product as a line with quantity 1', () => {
    expect(add(EMPTY_CART, murukku).items).toEqual([{ ...murukku, quantity: 1 }]);
  });

  it('adds 1 to the quantity when the same product is added again', () => {
    const state = add(add(EMPTY_CART, murukku), murukku);
    expect(state.items).toHaveLength(1);
    expect(state.items[0].quantity).toBe(2);
  });

  it('adds the chosen quantity from the product page', () => {
    expect(add(add(EMPTY_CART, murukku, 2), murukku, 3).items[0].quantity).toBe(5);
  });

  it('never goes above the stock the shop knows of', () => {
    const limited = { ...murukku, maxQuantity: 3 };
    expect(add(add(EMPTY_CART, limited, 2), limited, 2).items[0].quantity).toBe(3);
  });

  it('removes a line', () => {
    const state = cartReducer(add(add(EMPTY_CART, murukku), chips), { type: 'remove', key: 'p1' });
    expect(state.items.map((item) => item.name)).toEqual(['Banana Chips']);
  });

  it('sets a quantity', () => {
    const state = cartReducer(add(EMPTY_CART, murukku), { type: 'setQuantity', key: 'p1', quantity: 4 });
    expect(state.items[0].quantity).toBe(4);
  });

  it.each([0, -1])('removes the line when the quantity is set to %i', (quantity) => {
    const state = cartReducer(add(EMPTY_CART, murukku), { type: 'setQuantity', key: 'p1', quantity });
    expect(state.items).toEqual([]);
  });

  it('keeps two sizes of one product as two lines, each changed on its own', () => {
    const small = { ...murukku, variantId: 'small', weight: '200 g' };
    const large = { ...murukku, variantId: 'large', weight: '1 kg', price: 1299 };
    const both = add(add(add(EMPTY_CART, small), large), small);
    expect(both.items.map((item) => [item.weight, item.quantity])).toEqual([
      ['200 g', 2],
      ['1 kg', 1],
    ]);

    const left = cartReducer(both, { type: 'remove', key: lineKey(large) });
    expect(left.items.map((item) => item.weight)).toEqual(['200 g']);
    expect(cartReducer(both, { type: 'setQuantity', key: lineKey(small), quantity: 5 }).items[1].quantity).toBe(1);
  });

  it('clears every line', () => {
    expect(cartReducer(add(add(EMPTY_CART, murukku), chips), { type: 'clear' }).items).toEqual([]);
  });

  it('totals the quantities and price × quantity without float drift', () => {
    const state = add(add(EMPTY_CART, murukku, 2), chips, 3);
    expect(cartTotals(state.items)).toEqual({ totalItems: 5, totalPrice: 1196.5 });
    const cents = add(add(EMPTY_CART, { ...murukku, price: 0.1 }), { ...chips, price: 0.2 });
    expect(cartTotals(cents.items).totalPrice).toBe(0.3);
  });
});
