import type { Order } from '@thindi/contracts';

/** A UPI order as its owner (or the admin) reads it, awaiting payment for five more hours unless told otherwise. */
export function makeUpiOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    id: 'o1',
    orderNumber: 'TH-20261124-ABCDE',
    userId: { _id: 'user-1', firstName: 'Asha', lastName: 'Raman', email: 'asha@example.com' },
    items: [
      {
        product: 'p1',
        productId: 'p1',
        variantId: null,
        variantLabel: '500g',
        productName: 'Mysore Pak',
        productImage: null,
        weight: '500g',
        quantity: 2,
        price: 505,
        sellerId: 's1',
        sellerName: 'Amma Sweets',
      },
    ],
    fulfilments: [],
    shippingAddress: {
      type: 'home',
      firstName: 'Asha',
      lastName: 'Raman',
      street: '12 Gandhi Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
      phone: '9876543210',
    },
    paymentMethod: 'upi',
    paymentStatus: 'awaiting_payment',
    payment: {
      utr: null,
      utrSubmittedAt: null,
      paidAt: null,
      paidBy: null,
      payBy: new Date(Date.now() + 5 * 3600_000 + 20_000).toISOString(),
    },
    notes: null,
    subtotal: 1010,
    shippingCost: 0,
    tax: 50.5,
    // ₹1,060.50 exact, charged in whole rupees.
    totalAmount: 1061,
    orderStatus: 'pending',
    orderHistory: [{ status: 'pending', note: 'Order placed', timestamp: '2026-11-24T10:00:00.000Z' }],
    trackingNumber: null,
    estimatedDelivery: '2026-11-29T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}
