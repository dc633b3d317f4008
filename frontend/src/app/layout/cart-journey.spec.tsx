import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { fakeCartApi } from '../../../test/cart-api';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { renderApp } from '../../../test/render-app';

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
            { productId: mixture.id, quantity: 1 },
            { productId: mysorePak.id, quantity: 1 },
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

  it('Buy Now puts the chosen quantity in the cart and opens checkout', async () => {
    storeCustomer(asha, 'tok-1');
    const { cart } = serve();
    renderApp(`/product/${mysorePak.id}`);
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    await screen.findByRole('button', { name: 'Account menu for Asha Raman' });
    await u.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await u.click(screen.getByRole('button', { name: 'Buy Now' }));
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(checkout).getByText('Subtotal (2 items)')).toBeVisible();
    await waitFor(() => expect(cart.lines.get(mysorePak.id)).toBe(2));
  });

  it('Buy Now by a guest opens the cart, which offers to sign in', async () => {
    serve();
    renderApp(`/product/${mysorePak.id}`);
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    await u.click(screen.getByRole('button', { name: 'Buy Now' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByRole('listitem', { name: 'Mysore Pak' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Sign in to check out' })).toBeVisible();
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
