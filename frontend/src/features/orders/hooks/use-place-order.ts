import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import type { Order, OrderConsentInput, PaymentMethod, PlaceOrderInput, ShippingAddress } from '@thindi/contracts';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { checkoutAttemptKey, finishCheckoutAttempt } from '@/lib/checkout-attempt';
import { useSession } from '@/lib/session-context';
import { publicConfigKey } from '@/lib/use-public-config';
import type { CheckoutLine } from './checkout-line';
import { orderKeys, ordersApi } from '../api/orders.api';
import { ConfirmPacingContext, OrderUnconfirmed, placeUntilKnown } from './place-until-known';

export const LOGIN_TO_ORDER_MESSAGE = 'Please login to place an order';
export const LOGIN_AGAIN_MESSAGE = 'Please login again to place an order';
export const HEALTH_FAILED_MESSAGE = 'Backend server not responding';
export const PLACE_FAILED_MESSAGE = 'Failed to place order';
export const CONFIRMING_MESSAGE = 'Still confirming your order…';
export const UNCONFIRMED_MESSAGE = 'We could not confirm your order: check My Orders before trying again';

/** A check of the checkout's own that stops the order before it is sent; its message is shown as is. */
class CheckoutStopped extends Error {}

function failureMessage(error: unknown): string {
  if (error instanceof CheckoutStopped) return error.message;
  if (error instanceof OrderUnconfirmed) return UNCONFIRMED_MESSAGE;
  // No answer at all is never a failure here: it is asked again until the window ends (OrderUnconfirmed).
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
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
  /** The terms the shopper ticked to agree to at Review. */
  consent?: OrderConsentInput;
}

interface PlaceOrderOptions {
  /** Buy Now: the order is of the lines given, and the cart keeps all of its own. */
  keepCart?: boolean;
  /** The cart's coupon, while it applies: the order service checks it again and refuses with why. */
  couponCode?: string;
}

/**
 * Sign-in checks, the health check, then the order; `onPlaced` empties the cart. An
 * answer that leaves the order's fate open is asked again with the same key for a while ('Still confirming your
 * order…') before checkout says it could not confirm it.
 */
export function usePlaceOrder(
  items: readonly CheckoutLine[],
  onPlaced: () => void,
  { keepCart = false, couponCode }: PlaceOrderOptions = {},
) {
  const session = useSession();
  const queryClient = useQueryClient();
  const pacing = useContext(ConfirmPacingContext);
  const [confirming, setConfirming] = useState(false);

  const orderInput = ({ shippingAddress, paymentMethod }: Placement): PlaceOrderInput => ({
    items: items.map(({ id, variantId, quantity }) => ({ productId: id, variantId, quantity })),
    shippingAddress,
    paymentMethod,
    notes: '',
    ...(keepCart ? { keepCart: true } : {}),
    ...(couponCode ? { couponCode } : {}),
  });

  const placement = useMutation({
    mutationFn: async (placed: Placement): Promise<Order> => {
      if (session.status !== 'authenticated') throw new CheckoutStopped(LOGIN_TO_ORDER_MESSAGE);
      const token = readToken('customer');
      if (!token) throw new CheckoutStopped(LOGIN_AGAIN_MESSAGE);
      if (!(await backendAlive())) throw new CheckoutStopped(HEALTH_FAILED_MESSAGE);
      const ordered = orderInput(placed);
      // Every try of one attempt sends the same key: a retry after a lost answer returns the order already made.
      // The consent is not part of what is ordered (the order service leaves it out of the key's fingerprint too),
      // so the key made on reaching Review is the one Place Order sends.
      const key = checkoutAttemptKey(ordered);
      const input = placed.consent ? { ...ordered, consent: placed.consent } : ordered;
      const send = (signal: AbortSignal) => ordersApi.place(input, token, key, signal);
      const result = await placeUntilKnown(send, pacing, () => setConfirming(true));
      return result.order;
    },
    onSettled: () => setConfirming(false),
    // The terms changed since the page read them: read the version in force again, for the shopper to agree to.
    onError: (error) => {
      if (hasErrorCode(error, 'ORDER.POLICY_CHANGED'))
        void queryClient.invalidateQueries({ queryKey: publicConfigKey });
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
    /** Tries answered open are being sent again: the order may already stand. */
    confirming,
    error: placement.isError ? failureMessage(placement.error) : null,
    /** Checkout gave up asking: the shopper is pointed to My Orders before trying again. */
    unconfirmed: placement.error instanceof OrderUnconfirmed,
    order: placement.data ?? null,
    reset: placement.reset,
  };
}
