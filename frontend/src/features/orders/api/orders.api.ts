import { apiGet, apiRequest } from '@/lib/api-client';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The five steps of the tracking timeline (spec section 2, /orders). */
export const TIMELINE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

export const PAYMENT_METHODS = ['cod', 'card', 'upi', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface ShippingAddress {
  type: AddressType;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export interface OrderItem {
  productId: string;
  productName: string;
  productImage: string;
  weight: string;
  quantity: number;
  price: number;
  sellerId?: string;
  sellerName?: string;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  note?: string | null;
  timestamp: string;
}

export interface Order {
  _id: string;
  orderNumber: string;
  userId?: { _id: string; firstName: string; lastName: string; email: string } | null;
  items: OrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  paymentStatus?: string;
  subtotal?: number;
  shipping?: number;
  tax?: number;
  totalAmount: number;
  sellerSubtotal?: number;
  orderStatus: OrderStatus;
  orderHistory: OrderHistoryEntry[];
  trackingNumber?: string | null;
  estimatedDelivery?: string | null;
  createdAt: string;
}

export interface PlaceOrderInput {
  items: { productId: string; quantity: number }[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  notes: string;
}

interface OrderResult {
  success: boolean;
  message: string;
  order: Order;
}

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** The customer's calls of spec section 7 for orders. */
export const ordersApi = {
  health: () => apiGet<{ success?: boolean }>('/health', { token: null }),
  place: (input: PlaceOrderInput, token: string, idempotencyKey: string) =>
    apiRequest<OrderResult>('POST', '/orders', { body: input, token, headers: { 'Idempotency-Key': idempotencyKey } }),
  myOrders: () => apiGet<{ success: boolean; orders: Order[] }>('/orders/my-orders'),
  cancel: (id: string, reason: string) =>
    apiRequest<OrderResult>('PATCH', `${orderPath(id)}/cancel`, { body: { reason } }),
};
