import type { Order, OrderItem } from '@/features/orders/api/orders.api';

export const makeOrderItem = (n: number, overrides: Partial<OrderItem> = {}): OrderItem => ({
  productId: `p${n}`,
  productName: `Snack ${n}`,
  productImage: '',
  weight: '200g',
  quantity: 1,
  price: 100,
  ...overrides,
});

/** An order as the orders API sends it; override what the test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    orderNumber: 'TH-1001',
    userId: { _id: 'user-1', firstName: 'Asha', lastName: 'Raman', email: 'asha@example.com' },
    items: [makeOrderItem(1)],
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
    paymentMethod: 'cod',
    totalAmount: 155,
    sellerSubtotal: 100,
    orderStatus: 'pending',
    orderHistory: [{ status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' }],
    trackingNumber: null,
    estimatedDelivery: '2026-11-27T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
