import { checkoutAttemptKey, finishCheckoutAttempt, type CheckoutAttempt } from './checkout-attempt';

const shippingAddress = {
  type: 'home',
  firstName: 'Asha',
  lastName: 'Raman',
  street: '12 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  phone: '9876543210',
};
const attempt: CheckoutAttempt = {
  items: [
    { productId: 'p1', quantity: 2 },
    { productId: 'p2', quantity: 1 },
  ],
  shippingAddress,
  paymentMethod: 'cod',
  notes: '',
};

describe('the checkout attempt key', () => {
  beforeEach(() => {
    sessionStorage.clear();
    finishCheckoutAttempt();
  });

  it('stays the same while the order is the same, however its lines are ordered', () => {
    const key = checkoutAttemptKey(attempt);
    expect(checkoutAttemptKey({ ...attempt, items: [...attempt.items].reverse() })).toBe(key);
  });

  it.each([
    ['the items change', { items: [{ productId: 'p1', quantity: 2 }] }],
    ['a quantity changes', { items: [{ productId: 'p1', quantity: 3 }, attempt.items[1]] }],
    ['the address changes', { shippingAddress: { ...shippingAddress, street: '14 Gandhi Road' } }],
    ['the payment method changes', { paymentMethod: 'upi' }],
    ['the note changes', { notes: 'Ring twice' }],
    [
      'a line’s variant changes (a field added later)',
      { items: [{ productId: 'p1', quantity: 2, variantId: 'v500g' }, attempt.items[1]] },
    ],
    ['a coupon is added (a field added later)', { couponCode: 'DIWALI' }],
  ])('makes a new key when %s', (_what, change) => {
    const key = checkoutAttemptKey(attempt);
    const changed = checkoutAttemptKey({ ...attempt, ...change });
    expect(changed).not.toBe(key);
    // The changed order is now the attempt: its key is kept for its retries.
    expect(checkoutAttemptKey({ ...attempt, ...change })).toBe(changed);
  });
});
