import { useState } from 'react';
import { useSession } from '@/lib/session-context';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { checkoutAttemptKey, finishCheckoutAttempt } from '@/lib/checkout-attempt';
import type { CheckoutLine } from './checkout-line';
import { ordersApi, type Order, type PaymentMethod, type ShippingAddress } from '../api/orders.api';

export const LOGIN_TO_ORDER_MESSAGE = 'Please login to place an order';
export const LOGIN_AGAIN_MESSAGE = 'Please login again to place an order';
export const HEALTH_FAILED_MESSAGE = 'Backend server not responding';
export const UNREACHABLE_MESSAGE = 'Unable to connect to server. Please ensure the backend is running and try again.';
export const PLACE_FAILED_MESSAGE = 'Failed to place order';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === undefined) return UNREACHABLE_MESSAGE;
  }
  return PLACE_FAILED_MESSAGE;
}

async function backendAlive(): Promise<boolean> {
  try {
    await ordersApi.health();
    return true;
  } catch {
    return false;
  }
}

/** Spec sections 4, 5 and 8: sign-in checks, the health check, then the order; `onPlaced` empties the cart. */
export function usePlaceOrder(items: readonly CheckoutLine[], onPlaced: () => void) {
  const session = useSession();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);

  const orderInput = (shippingAddress: ShippingAddress, paymentMethod: PaymentMethod) => ({
    items: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
    shippingAddress,
    paymentMethod,
    notes: '',
  });

  /** Reaching Review starts the checkout attempt: its Idempotency-Key is made (or found again) now. */
  const prepare = (shippingAddress: ShippingAddress, paymentMethod: PaymentMethod) => {
    checkoutAttemptKey(orderInput(shippingAddress, paymentMethod));
  };

  const place = async (shippingAddress: ShippingAddress, paymentMethod: PaymentMethod) => {
    setError(null);
    if (session.status !== 'authenticated') return setError(LOGIN_TO_ORDER_MESSAGE);
    const token = readToken('customer');
    if (!token) return setError(LOGIN_AGAIN_MESSAGE);
    setPlacing(true);
    try {
      if (!(await backendAlive())) return setError(HEALTH_FAILED_MESSAGE);
      const input = orderInput(shippingAddress, paymentMethod);
      // Every try of one attempt sends the same key: a retry after a lost answer returns the order already made.
      const result = await ordersApi.place(input, token, checkoutAttemptKey(input));
      finishCheckoutAttempt();
      setOrder(result.order);
      onPlaced();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setPlacing(false);
    }
  };

  const reset = () => {
    setOrder(null);
    setError(null);
  };

  return { prepare, place, placing, error, order, reset };
}
