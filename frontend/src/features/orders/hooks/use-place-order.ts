import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PaymentMethod, PlaceOrderInput, ShippingAddress } from '@thindi/contracts';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { checkoutAttemptKey, finishCheckoutAttempt } from '@/lib/checkout-attempt';
import { useSession } from '@/lib/session-context';
import type { CheckoutLine } from './checkout-line';
import { orderKeys, ordersApi } from '../api/orders.api';

export const LOGIN_TO_ORDER_MESSAGE = 'Please login to place an order';
export const LOGIN_AGAIN_MESSAGE = 'Please login again to place an order';
export const HEALTH_FAILED_MESSAGE = 'Backend server not responding';
export const UNREACHABLE_MESSAGE = 'Unable to connect to server. Please ensure the backend is running and try again.';
export const PLACE_FAILED_MESSAGE = 'Failed to place order';

/** A check of the checkout's own that stops the order before it is sent; its message is shown as is. */
class CheckoutStopped extends Error {}

function failureMessage(error: unknown): string {
  if (error instanceof CheckoutStopped) return error.message;
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

interface Placement {
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
}

/** Spec sections 4, 5 and 8: sign-in checks, the health check, then the order; `onPlaced` empties the cart. */
export function usePlaceOrder(items: readonly CheckoutLine[], onPlaced: () => void) {
  const session = useSession();
  const queryClient = useQueryClient();

  const orderInput = ({ shippingAddress, paymentMethod }: Placement): PlaceOrderInput => ({
    items: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
    shippingAddress,
    paymentMethod,
    notes: '',
  });

  const placement = useMutation({
    mutationFn: async (placed: Placement): Promise<Order> => {
      if (session.status !== 'authenticated') throw new CheckoutStopped(LOGIN_TO_ORDER_MESSAGE);
      const token = readToken('customer');
      if (!token) throw new CheckoutStopped(LOGIN_AGAIN_MESSAGE);
      if (!(await backendAlive())) throw new CheckoutStopped(HEALTH_FAILED_MESSAGE);
      const input = orderInput(placed);
      // Every try of one attempt sends the same key: a retry after a lost answer returns the order already made.
      const result = await ordersApi.place(input, token, checkoutAttemptKey(input));
      return result.order;
    },
    onSuccess: () => {
      finishCheckoutAttempt();
      onPlaced();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });

  /** Reaching Review starts the checkout attempt: its Idempotency-Key is made (or found again) now. */
  const prepare = (placed: Placement) => {
    checkoutAttemptKey(orderInput(placed));
  };

  return {
    prepare,
    place: (placed: Placement) => placement.mutate(placed),
    placing: placement.isPending,
    error: placement.isError ? failureMessage(placement.error) : null,
    order: placement.data ?? null,
    reset: placement.reset,
  };
}
