import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { fakeCartApi } from '../../../test/cart-api';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { agreeAndPlaceOrder, policyConfig } from '../../../test/checkout-consent';
import { makeProduct } from '../../../test/product.factory';
import { renderApp } from '../../../test/render-app';
import { makeUpiOrder } from '../../../test/upi-order.factory';

const mysorePak = makeProduct({ name: 'Mysore Pak', category: 'sweet', price: 299, stockQuantity: 20 });
const mixture = makeProduct({ name: 'Madras Mixture', price: 349, stockQuantity: 5 });
const products = [mysorePak, mixture];
const asha = makeUser();

/** The catalog and the account routes, with the server cart kept in memory. */
function serve() {
  const cart = fakeCartApi(products);
  const api = mockApi({
    'GET /api/products': () => jsonResponse({ success: true, products }),
    [`GET /api/products/${mysorePak.id}`]: () => jsonResponse({ success: true, product: mysorePak }),
    'GET /api/auth/me': () => meResponse(asha),
    'POST /api/auth/login': () =>
      jsonResponse({ success: true, message: 'Login successful', token: 'tok-1', user: asha }),
    ...cart.handlers,
  });
  return { api, cart };
}

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
const buyer = makeUser({ addresses: [saved] });

/** The catalog, the account and the cart as above, with the orders placed recorded (cash on delivery). */
function serveCheckout() {
  const cart = fakeCartApi(products);
  const orders: unknown[] = [];
  const placed = makeUpiOrder({ orderNumber: 'TH-2001', paymentMethod: 'cod', paymentStatus: 'pending' });
  const api = mockApi({
    'GET /api/products': () => jsonResponse({ success: true, products }),
    [`GET /api/products/${mysorePak.id}`]: () => jsonResponse({ success: true, product: mysorePak }),
    'GET /api/auth/me': () => meResponse(buyer),
    'POST /api/auth/login': () =>
      jsonResponse({ success: true, message: 'Login successful', token: 'tok-1', user: buyer }),
    'GET /api/health': () => jsonResponse({ success: true }),
    ...policyConfig,
    'POST /api/orders': (body) => {
      orders.push(body);
      return jsonResponse({ success: true, message: 'Order placed', order: placed }, 201);
    },
    ...cart.handlers,
  });
  return { api, cart, orders };
}

/** From Shipping to Place Order with the saved address and cash on delivery. */
async function placeFromCheckout(u: ReturnType<typeof userEvent.setup>, checkout: HTMLElement) {
  await u.click(await within(checkout).findByRole('button', { name: /work/i }));
  await u.click(within(checkout).getByRole('button', { name: 'Continue' }));
  await u.click(within(checkout).getByRole('button', { name: 'Continue' }));
  await agreeAndPlaceOrder(u, checkout);
}

async function addFromHome(name: string) {
  const card = await screen.findByRole('article', { name });
  await userEvent.setup().click(within(card).getByRole('button', { name: /Add to Cart/ }));
}

const storedGuestCart = () =>
  JSON.parse(localStorage.getItem('thindi.cart') ?? '[]') as { id: string; quantity: number }[];

describe('a cart that stays', () => {
  it("keeps a guest's cart in this browser: it is there again after a reload", async () => {
    serve();
    const first = renderApp('/');
    await addFromHome('Mysore Pak');
    await addFromHome('Mysore Pak');
    expect(storedGuestCart()).toEqual([expect.objectContaining({ id: mysorePak.id, quantity: 2 })]);
    first.unmount();

    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
  });

  it('follows a change made in another tab', async () => {
    serve();
    renderApp('/');
    await screen.findByRole('article', { name: 'Mysore Pak' });
    const line = { id: mixture.id, name: 'Madras Mixture', image: '/x.webp', weight: '250g', price: 349, quantity: 3 };
    act(() => {
      localStorage.setItem('thindi.cart', JSON.stringify([line]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'thindi.cart' }));
    });
    expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeVisible();
  });

  it("merges the guest cart into the customer's on sign-in, then clears it here, and brings them back to checkout", async () => {
    const { cart } = serve();
    cart.lines.set(mixture.id, 4);
    const { router } = renderApp('/');
    const u = userEvent.setup();
    await addFromHome('Madras Mixture');
    await addFromHome('Mysore Pak');
    await u.click(screen.getByRole('button', { name: 'Open cart, 2 items' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await u.click(within(drawer).getByRole('button', { name: 'Sign in to check out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await u.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password'), 'Secret1!');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    // Back on the page the cart was opened on, with checkout open over the merged cart.
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(cart.merges).toEqual([
        {
          lines: [
            { productId: mixture.id, variantId: mixture.variants[0].id, quantity: 1 },
            { productId: mysorePak.id, variantId: mysorePak.variants[0].id, quantity: 1 },
          ],
        },
      ]),
    );
    // 4 + 1 mixtures are capped by its stock of 5; the guest cart leaves this browser.
    expect([...cart.lines]).toEqual([
      [mixture.id, 5],
      [mysorePak.id, 1],
    ]);
    await waitFor(() => expect(within(checkout).getByText('Subtotal (6 items)')).toBeVisible());
    expect(localStorage.getItem('thindi.cart')).toBeNull();
  });

  it("keeps a signed-in customer's cart on the server", async () => {
    storeCustomer(asha, 'tok-1');
    const { cart } = serve();
    cart.lines.set(mixture.id, 2);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
    await addFromHome('Mysore Pak');
    await waitFor(() => expect(cart.lines.get(mysorePak.id)).toBe(1));
    expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeVisible();
    expect(localStorage.getItem('thindi.cart')).toBeNull();
  });

  it('Buy Now checks out only the product shown, at its quantity, and leaves the cart as it was', async () => {
    storeCustomer(buyer, 'tok-1');
    const { api, cart, orders } = serveCheckout();
    cart.lines.set(mixture.id, 1);
    renderApp(`/product/${mysorePak.id}`);
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    expect(await screen.findByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await u.click(screen.getByRole('button', { name: 'Buy Now' }));

    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(checkout).getByText('Subtotal (2 items)')).toBeVisible();
    expect(within(checkout).getByTestId('summary-subtotal')).toHaveTextContent('₹598.00');
    await placeFromCheckout(u, checkout);

    expect(await within(checkout).findByText('Order Confirmed!')).toBeVisible();
    expect(orders).toEqual([
      expect.objectContaining({
        items: [{ productId: mysorePak.id, variantId: mysorePak.variants[0].id, quantity: 2 }],
        keepCart: true,
      }),
    ]);
    expect([...cart.lines]).toEqual([[mixture.id, 1]]);
    expect(
      api.requests.filter((r) => (r.init.method ?? 'GET') !== 'GET' && r.url.pathname.startsWith('/api/cart')),
    ).toEqual([]);
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  });

  it('leaves nothing behind when a Buy Now is closed: the next Buy Now of one is one, and the cart checks out itself', async () => {
    storeCustomer(buyer, 'tok-1');
    const { cart } = serveCheckout();
    cart.lines.set(mixture.id, 1);
    renderApp(`/product/${mysorePak.id}`);
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    await screen.findByRole('button', { name: 'Open cart, 1 item' });
    await u.click(screen.getByRole('button', { name: 'Buy Now' }));
    const first = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(first).getByText('Subtotal (1 item)')).toBeVisible();
    await u.click(within(first).getByRole('button', { name: 'Close checkout' }));

    await u.click(screen.getByRole('button', { name: 'Buy Now' }));
    const again = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(again).getByText('Subtotal (1 item)')).toBeVisible();
    expect(within(again).getByTestId('summary-subtotal')).toHaveTextContent('₹299.00');
    await u.click(within(again).getByRole('button', { name: 'Close checkout' }));
    expect([...cart.lines]).toEqual([[mixture.id, 1]]);

    await u.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await u.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    const overCart = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(overCart).getByTestId('summary-subtotal')).toHaveTextContent('₹349.00');
  });

  it('Buy Now by a guest asks them to sign in, then checks out that product alone', async () => {
    const { cart, orders } = serveCheckout();
    const { router } = renderApp(`/product/${mysorePak.id}`);
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    await u.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedGuestCart()).toEqual([]);

    await u.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password'), 'Secret1!');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(router.state.location.pathname).toBe(`/product/${mysorePak.id}`);
    expect(within(checkout).getByText('Subtotal (1 item)')).toBeVisible();
    await placeFromCheckout(u, checkout);
    expect(await within(checkout).findByText('Order Confirmed!')).toBeVisible();
    expect(orders).toEqual([
      expect.objectContaining({
        items: [{ productId: mysorePak.id, variantId: mysorePak.variants[0].id, quantity: 1 }],
        keepCart: true,
      }),
    ]);
    expect(cart.lines.size).toBe(0);
  });

  it('shows the same money lines in the cart and at checkout', async () => {
    storeCustomer(asha, 'tok-1');
    const { cart } = serve();
    cart.lines.set(mysorePak.id, 2);
    cart.lines.set(mixture.id, 1);
    renderApp('/');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Open cart, 3 items' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    const amounts = (root: HTMLElement, prefix: string) =>
      ['subtotal', 'shipping', 'tax', 'round-off', 'total'].map(
        (what) => within(root).getByTestId(`${prefix}-${what}`).textContent,
      );
    // ₹947 ships free; GST ₹47.35; ₹994.35 exact, ₹994 charged: the cart shows it with paise, checkout whole.
    expect(within(drawer).getByText('Subtotal (3 items)')).toBeVisible();
    expect(amounts(drawer, 'cart')).toEqual(['₹947.00', 'FREE', '₹47.35', '−₹0.35', '₹994.00']);
    await u.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(checkout).getByText('Subtotal (3 items)')).toBeVisible();
    expect(amounts(checkout, 'summary')).toEqual(['₹947.00', 'FREE', '₹47.35', '−₹0.35', '₹994']);
  });
});
