import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import { useCart } from '@/features/cart/hooks/cart-context';
import type { CartItemInput } from '@/features/cart/hooks/cart.reducer';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
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
  { success: false, message: 'The request took too long to complete. Please try again.' },
  503,
  'Service Unavailable',
);

function Filler({ items }: { items: CartItemInput[] }) {
  const { addItem } = useCart();
  return <button onClick={() => items.forEach((item) => addItem(item))}>fill</button>;
}

/** Answers the order POSTs in turn with `answers` and records the Idempotency-Key of each. */
function orderServer(answers: Response[]) {
  const keys: string[] = [];
  mockApi({
    'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
    'GET /api/health': () => jsonResponse({ success: true }),
    'POST /api/orders': (_body, init) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return answers[Math.min(keys.length, answers.length) - 1];
    },
  });
  return keys;
}

/** A fresh page: the app (and its in-memory cart) starts over; sessionStorage is what survives a reload. */
async function checkoutToReview(items: CartItemInput[] = [murukku, mixture]) {
  storeCustomer(makeUser({ addresses: [saved] }), 'cust-token');
  const page = render(
    <AppProviders>
      <MemoryRouter>
        <Filler items={items} />
        <StorefrontCheckout open onClose={jest.fn()} />
      </MemoryRouter>
    </AppProviders>,
  );
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'fill' }));
  const drawer = screen.getByRole('dialog', { name: 'Checkout' });
  await u.click(within(drawer).getByRole('button', { name: /work/i }));
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  const placeOrder = async () => u.click(await within(drawer).findByRole('button', { name: 'Place Order' }));
  return { u, drawer, placeOrder, unmount: page.unmount };
}

describe('one order per checkout attempt', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the same Idempotency-Key when the shopper tries again after a timed-out answer', async () => {
    const keys = orderServer([timedOut, timedOut, placedAnswer]);
    const { drawer, placeOrder } = await checkoutToReview();
    await placeOrder();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('took too long');
    await placeOrder();
    await placeOrder();
    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key when the page is reloaded before the order went through', async () => {
    const keys = orderServer([timedOut]);
    const first = await checkoutToReview();
    await first.placeOrder();
    expect(await within(first.drawer).findByRole('alert')).toHaveTextContent('took too long');
    first.unmount();

    const again = await checkoutToReview();
    await again.placeOrder();
    expect(await within(again.drawer).findByRole('alert')).toHaveTextContent('took too long');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes a new key when the cart changed since the last try', async () => {
    const keys = orderServer([timedOut]);
    const first = await checkoutToReview([murukku, mixture]);
    await first.placeOrder();
    expect(await within(first.drawer).findByRole('alert')).toHaveTextContent('took too long');
    first.unmount();

    const changed = await checkoutToReview([murukku]);
    await changed.placeOrder();
    expect(await within(changed.drawer).findByRole('alert')).toHaveTextContent('took too long');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
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
