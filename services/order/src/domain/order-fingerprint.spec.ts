import type { PlaceOrderInput } from '@thindi/contracts';
import { orderFingerprint } from './order-fingerprint';

const address = {
  type: 'home' as const,
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};
const order: PlaceOrderInput = {
  items: [
    { productId: 'b', quantity: 2 },
    { productId: 'a', quantity: 1 },
  ],
  shippingAddress: address,
  paymentMethod: 'cod',
};

describe('orderFingerprint', () => {
  it('is the same for the same order however its lines are split or ordered, with empty notes or none', () => {
    const split = {
      ...order,
      items: [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ],
      notes: '',
    };
    expect(orderFingerprint(split)).toBe(orderFingerprint(order));
  });

  it('differs when anything the order is made from differs, fields added later too', () => {
    const others: unknown[] = [
      { ...order, items: [{ productId: 'a', quantity: 3 }] },
      { ...order, paymentMethod: 'upi' },
      { ...order, shippingAddress: { ...address, pincode: '625002' } },
      { ...order, notes: 'Ring twice' },
      { ...order, items: [...order.items, { productId: 'a', quantity: 1, variantId: 'v500g' }] },
      { ...order, couponCode: 'DIWALI' },
    ];
    for (const other of others) expect(orderFingerprint(other as PlaceOrderInput)).not.toBe(orderFingerprint(order));
  });
});
