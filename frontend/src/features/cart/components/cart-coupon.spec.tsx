import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartCoupon, CouponPreview } from '@thindi/contracts';
import { MemoryRouter } from 'react-router-dom';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { createTestQueryClient } from '../../../../test/query-client';
import { CartProvider } from '../hooks/cart-provider';
import { useCart } from '../hooks/cart-context';
import { GUEST_COUPON_STORAGE_KEY } from '../hooks/guest-cart-storage';
import type { CartItem } from '../hooks/cart.reducer';
import { cartWithItems } from '../hooks/server-cart';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

const TOKEN = 'cust-token';
const mysorePak: CartItem = {
  id: 'p1',
  variantId: 'pak-500',
  name: 'Mysore Pak',
  image: '/m.webp',
  weight: '500 g',
  price: 525,
  quantity: 1,
  gstRate: 5,
};
// ₹525 ships free, with ₹26.25 GST: ₹551.25, of which FESTIVE10 takes 10%.
const festive: CartCoupon = { code: 'FESTIVE10', funder: 'platform', discount: 55.12, problem: null };
const USED_UP = 'FESTIVE10 has been used up';

const serverCart = (coupon: CartCoupon | null = null): Cart => ({ ...cartWithItems(undefined, [mysorePak]), coupon });
const cartAnswer = (coupon: CartCoupon | null = null) => jsonResponse({ success: true, cart: serverCart(coupon) });
const refusal = (message: string, status = 409) => jsonResponse({ success: false, message }, status, 'Conflict');

function AddMysorePak() {
  const { addItem } = useCart();
  return <button onClick={() => addItem(mysorePak)}>add Mysore Pak</button>;
}

async function openCart({ token = null as string | null } = {}) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CartProvider token={token}>
          <CartButton />
          <AddMysorePak />
          <CartDrawer onCheckout={jest.fn()} signedIn={Boolean(token)} />
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  if (!token) await user.click(await screen.findByRole('button', { name: 'add Mysore Pak' }));
  await user.click(await screen.findByRole('button', { name: 'Open cart, 1 item' }));
  return { user, drawer: screen.getByRole('dialog', { name: 'Shopping Cart' }) };
}

async function applyCode(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement, code: string) {
  await user.type(within(drawer).getByRole('textbox', { name: 'Have a coupon?' }), code);
  await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
}

describe('a coupon in the cart', () => {
  afterEach(() => localStorage.clear());

  it("applies a code to the customer's cart and takes its discount off the total, then removes it", async () => {
    const api = mockApi({
      'GET /api/cart': () => cartAnswer(),
      'POST /api/cart/coupon': () => cartAnswer(festive),
      'DELETE /api/cart/coupon': () => cartAnswer(),
    });
    const { user, drawer } = await openCart({ token: TOKEN });
    await within(drawer).findByRole('listitem', { name: 'Mysore Pak 500 g' });

    await applyCode(user, drawer, ' festive10 ');

    expect(await within(drawer).findByText('Discount (FESTIVE10)')).toBeVisible();
    expect(within(drawer).getByTestId('cart-discount')).toHaveTextContent('−₹55.12');
    // ₹551.25 − ₹55.12 = ₹496.13, charged ₹496.
    expect(within(drawer).getByTestId('cart-round-off')).toHaveTextContent('−₹0.13');
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹496\.00$/);
    expect(within(drawer).getByText('You save ₹55.12')).toBeVisible();
    const sent = api.sent.find((r) => r.url.pathname === '/api/cart/coupon');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ code: 'FESTIVE10' });
    expect(bearer(sent!.init)).toBe(TOKEN);

    await user.click(within(drawer).getByRole('button', { name: 'Remove coupon FESTIVE10' }));
    expect(await within(drawer).findByRole('textbox', { name: 'Have a coupon?' })).toBeVisible();
    expect(within(drawer).queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹551\.00$/);
  });

  it("shows a refusal's sentence beside the field and takes nothing off", async () => {
    mockApi({
      'GET /api/cart': () => cartAnswer(),
      'POST /api/cart/coupon': () => refusal('Add ₹120.00 more to use FESTIVE10'),
    });
    const { user, drawer } = await openCart({ token: TOKEN });
    await within(drawer).findByRole('listitem', { name: 'Mysore Pak 500 g' });

    await applyCode(user, drawer, 'FESTIVE10');

    const field = within(drawer).getByRole('textbox', { name: 'Have a coupon?' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Add ₹120.00 more to use FESTIVE10'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).queryByTestId('cart-discount')).not.toBeInTheDocument();
  });

  it('checks the form of a code before sending it', async () => {
    const api = mockApi({ 'GET /api/cart': () => cartAnswer() });
    const { user, drawer } = await openCart({ token: TOKEN });
    await within(drawer).findByRole('listitem', { name: 'Mysore Pak 500 g' });

    await applyCode(user, drawer, 'X1');

    expect(await within(drawer).findByText('A coupon code is 3 to 20 letters and digits, e.g. DIWALI10')).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  it('shows why a coupon kept on the cart takes nothing off now', async () => {
    mockApi({ 'GET /api/cart': () => cartAnswer({ ...festive, discount: 0, problem: USED_UP }) });
    const { drawer } = await openCart({ token: TOKEN });

    expect(await within(drawer).findByText(USED_UP)).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Remove coupon FESTIVE10' })).toBeVisible();
    expect(within(drawer).queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹551\.00$/);
  });

  it("previews a guest's code on its lines, keeps the code in this browser, and forgets it on Remove", async () => {
    const preview: CouponPreview = {
      success: true,
      coupon: festive,
      totals: { subtotal: 525, shipping: 0, tax: 26.25, discount: 55.12, roundOff: -0.13, total: 496 },
    };
    const api = mockApi({ 'POST /api/cart/coupon': () => jsonResponse(preview) });
    const { user, drawer } = await openCart();

    await applyCode(user, drawer, 'festive10');

    expect(await within(drawer).findByTestId('cart-discount')).toHaveTextContent('−₹55.12');
    expect(within(drawer).getByText('Discount (FESTIVE10)')).toBeVisible();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹496\.00$/);
    const [sent] = api.sent;
    expect(JSON.parse(String(sent.init.body))).toEqual({
      code: 'FESTIVE10',
      lines: [{ productId: 'p1', variantId: 'pak-500', quantity: 1 }],
    });
    expect(bearer(sent.init)).toBeUndefined();
    expect(localStorage.getItem(GUEST_COUPON_STORAGE_KEY)).toBe('FESTIVE10');
    // The preview shown is the one the code was applied with: it is not asked again.
    expect(api.sent).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: 'Remove coupon FESTIVE10' }));
    expect(within(drawer).queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(localStorage.getItem(GUEST_COUPON_STORAGE_KEY)).toBeNull();
  });

  it("does not keep a guest's code the server refused", async () => {
    mockApi({ 'POST /api/cart/coupon': () => refusal('There is no coupon NOPE10: check the code', 404) });
    const { user, drawer } = await openCart();

    await applyCode(user, drawer, 'NOPE10');

    expect(await within(drawer).findByText('There is no coupon NOPE10: check the code')).toBeVisible();
    expect(localStorage.getItem(GUEST_COUPON_STORAGE_KEY)).toBeNull();
  });

  it("applies the guest's code to the customer's cart on sign-in", async () => {
    localStorage.setItem(GUEST_COUPON_STORAGE_KEY, 'FESTIVE10');
    let kept: CartCoupon | null = null;
    const api = mockApi({
      'GET /api/cart': () => cartAnswer(kept),
      'POST /api/cart/coupon': () => {
        kept = festive;
        return cartAnswer(kept);
      },
    });
    const { drawer } = await openCart({ token: TOKEN });

    expect(await within(drawer).findByTestId('cart-discount')).toHaveTextContent('−₹55.12');
    const sent = api.sent.filter((r) => r.url.pathname === '/api/cart/coupon');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0].init.body))).toEqual({ code: 'FESTIVE10' });
    expect(bearer(sent[0].init)).toBe(TOKEN);
    expect(localStorage.getItem(GUEST_COUPON_STORAGE_KEY)).toBeNull();
  });

  it("drops a guest's code the customer's cart refuses, quietly", async () => {
    localStorage.setItem(GUEST_COUPON_STORAGE_KEY, 'FESTIVE10');
    mockApi({
      'GET /api/cart': () => cartAnswer(),
      'POST /api/cart/coupon': () => refusal(USED_UP),
    });
    const { drawer } = await openCart({ token: TOKEN });

    await waitFor(() => expect(localStorage.getItem(GUEST_COUPON_STORAGE_KEY)).toBeNull());
    expect(await within(drawer).findByRole('textbox', { name: 'Have a coupon?' })).toBeVisible();
    expect(within(drawer).queryByText(USED_UP)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });
});
