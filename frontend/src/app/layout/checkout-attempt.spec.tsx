import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import { useCart } from '@/features/cart/hooks/cart-context';
import type { CartItemInput } from '@/features/cart/hooks/cart.reducer';
import { ConfirmPacingContext, type ConfirmPacing } from '@/features/orders/hooks/place-until-known';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { agreeAndPlaceOrder, policyConfig } from '../../../test/checkout-consent';
import { makeUpiOrder } from '../../../test/upi-order.factory';
import { StorefrontCheckout } from './storefront-checkout';

const murukku: CartItemInput = { id: 'p1', name: 'Murukku', image: '/m.webp', weight: '200g', price: 299 };
const mixture: CartItemInput = { id: 'p2', name: 'Mixture', image: '/x.webp', weight: '250g', price: 349 };
const saved = {
  id: 'a1',
  type: 'work' as const,
  firstName: 'Asha',
  lastName: 'Raman',
  street: '12 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  phone: '9876543210',
  isDefault: true,
};
const placedAnswer = jsonResponse(
  {
    success: true,
    message: 'Order placed',
    order: makeUpiOrder({ orderNumber: 'TH-1001', paymentMethod: 'cod', paymentStatus: 'pending' }),
  },
  201,
);
const timedOut = jsonResponse(
  {
    success: false,
    message: 'A service did not answer in time; the request may have taken effect',
    code: 'SERVICE.UNAVAILABLE',
    mayHaveTakenEffect: true,
  },
  503,
  'Service Unavailable',
);
/** Checkout's asking again, made short: a few tries a few milliseconds apart, given up after a fifth of a second. */
const quick: ConfirmPacing = { windowMs: 200, firstPauseMs: 5, longestPauseMs: 40, attemptTimeoutMs: 5000 };
const unconfirmed = 'We could not confirm your order: check My Orders before trying again';

/** An answer held back until the test lets it go. */
function heldAnswer(response: Response) {
  let release: () => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(response);
  });
  return { answer, release };
}

function Filler({ items }: { items: CartItemInput[] }) {
  const { addItem } = useCart();
  return <button onClick={() => items.forEach((item) => addItem(item))}>fill</button>;
}

/** Answers the order POSTs in turn with `answers` (the last one from then on) and records the key of each. */
function orderServer(answers: Array<Response | Promise<Response>>) {
  const keys: string[] = [];
  mockApi({
    'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
    'GET /api/health': () => jsonResponse({ success: true }),
    ...policyConfig,
    'POST /api/orders': (_body, init) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return answers[Math.min(keys.length, answers.length) - 1];
    },
  });
  return keys;
}

/** A fresh page: the app (and its in-memory cart) starts over; sessionStorage is what survives a reload. */
async function checkoutToReview(items: CartItemInput[] = [murukku, mixture], pacing = quick) {
  storeCustomer(makeUser({ addresses: [saved] }), 'cust-token');
  const page = render(
    <AppProviders>
      <ConfirmPacingContext.Provider value={pacing}>
        <MemoryRouter>
          <Filler items={items} />
          <StorefrontCheckout open onClose={jest.fn()} />
        </MemoryRouter>
      </ConfirmPacingContext.Provider>
    </AppProviders>,
  );
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'fill' }));
  const drawer = screen.getByRole('dialog', { name: 'Checkout' });
  await u.click(within(drawer).getByRole('button', { name: /work/i }));
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  const placeOrder = () => agreeAndPlaceOrder(u, drawer);
  return { u, drawer, placeOrder, unmount: page.unmount };
}

describe('one order per checkout attempt', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks again by itself with the same key while the answers leave the order open, then shows the order', async () => {
    const second = heldAnswer(timedOut);
    const keys = orderServer([timedOut, second.answer, placedAnswer]);
    // A window long enough that the held answer never outlasts it.
    const { drawer, placeOrder } = await checkoutToReview(undefined, { ...quick, windowMs: 60_000 });
    await placeOrder();

    expect(await within(drawer).findByRole('status')).toHaveTextContent('Still confirming your order…');
    expect(within(drawer).getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    second.release();

    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('asks again after a network error or a proxy giving up, as after a timed-out answer', async () => {
    const gatewayTimeout = jsonResponse({ message: 'upstream timed out' }, 504, 'Gateway Timeout');
    const keys = orderServer([Promise.reject(new TypeError('Failed to fetch')), gatewayTimeout, placedAnswer]);
    const { drawer, placeOrder } = await checkoutToReview();
    await placeOrder();
    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('says it could not confirm the order, pointing to My Orders, once the answers stay open too long', async () => {
    const keys = orderServer([timedOut]);
    const { u, drawer, placeOrder } = await checkoutToReview();
    await placeOrder();

    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(unconfirmed);
    expect(within(alert).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(drawer).queryByRole('status')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Order Confirmed!')).not.toBeInTheDocument();
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    const sent = keys.length;
    await u.click(within(drawer).getByRole('button', { name: 'Place Order' }));
    expect(await within(drawer).findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(unconfirmed);
    expect(keys.length).toBeGreaterThan(sent);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key when the page is reloaded before the order was confirmed', async () => {
    const keys = orderServer([timedOut]);
    const first = await checkoutToReview();
    await first.placeOrder();
    expect(await within(first.drawer).findByRole('alert')).toHaveTextContent(unconfirmed);
    const sent = keys.length;
    first.unmount();

    const again = await checkoutToReview();
    await again.placeOrder();
    expect(await within(again.drawer).findByRole('alert')).toHaveTextContent(unconfirmed);
    expect(keys.length).toBeGreaterThan(sent);
    expect(new Set(keys).size).toBe(1);
  });

  it('makes a new key when the cart changed since the last try', async () => {
    const keys = orderServer([timedOut]);
    const first = await checkoutToReview([murukku, mixture]);
    await first.placeOrder();
    expect(await within(first.drawer).findByRole('alert')).toHaveTextContent(unconfirmed);
    const firstKey = keys[0];
    first.unmount();

    const changed = await checkoutToReview([murukku]);
    await changed.placeOrder();
    expect(await within(changed.drawer).findByRole('alert')).toHaveTextContent(unconfirmed);
    expect(keys.at(-1)).not.toBe(firstKey);
  });

  it('shows a refusal at once, without asking again', async () => {
    const keys = orderServer([
      jsonResponse({ success: false, message: 'Murukku is out of stock', code: 'ORDER.OUT_OF_STOCK' }, 409),
    ]);
    const { drawer, placeOrder } = await checkoutToReview();
    await placeOrder();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Murukku is out of stock');
    expect(keys).toHaveLength(1);
  });

  it('forgets the key once the order is placed, so the next checkout is a new order', async () => {
    const keys = orderServer([placedAnswer]);
    const first = await checkoutToReview();
    await first.placeOrder();
    expect(await within(first.drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(sessionStorage.length).toBe(0);
    first.unmount();

    const next = await checkoutToReview();
    await next.placeOrder();
    expect(await within(next.drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('makes the key when the shopper reaches Review, before Place Order is pressed', async () => {
    orderServer([placedAnswer]);
    await checkoutToReview();
    expect(sessionStorage.length).toBe(1);
  });
});
