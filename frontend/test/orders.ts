import type { SellerOrder } from '@thindi/contracts';

type SellerLine = SellerOrder['items'][number];

export const makeOrderItem = (n: number, overrides: Partial<SellerLine> = {}): SellerLine => ({
  product: `p${n}`,
  productId: `p${n}`,
  variantId: null,
  variantLabel: '200g',
  productName: `Snack ${n}`,
  productImage: '',
  weight: '200g',
  quantity: 1,
  price: 100,
  sellerId: 'seller-1',
  sellerName: 'Amma Sweets',
  ...overrides,
});

/** An order as a seller sees it (GET /api/orders/seller/orders); override what the test is about. */
export function makeOrder(overrides: Partial<SellerOrder> = {}): SellerOrder {
  const userId = overrides.userId ?? {
    _id: 'user-1',
    firstName: 'Asha',
    lastName: 'Raman',
    email: 'asha@example.com',
  };
  return {
    _id: 'o1',
    id: 'o1',
    orderNumber: 'TH-1001',
    userId,
    customer: { name: `${userId.firstName} ${userId.lastName}`, email: userId.email },
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
    paymentStatus: 'pending',
    payment: { utr: null, utrSubmittedAt: null, paidAt: null, paidBy: null, payBy: null },
    soleSeller: true,
    orderTotal: 105,
    notes: null,
    sellerSubtotal: 100,
    totalAmount: 100,
    orderStatus: 'pending',
    orderHistory: [{ status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' }],
    trackingNumber: null,
    note: null,
    estimatedDelivery: '2026-11-27T10:00:00.000Z',
    delivery: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
