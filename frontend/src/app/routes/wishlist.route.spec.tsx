import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wishlistKey } from '@/features/wishlist/hooks/wishlist-provider';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const pak = makeProduct({ name: 'Mysore Pak', category: 'sweet' });
const murukku = makeProduct({ name: 'Murukku' });
const asha = makeUser();
const ravi = makeUser({ _id: 'user-2', id: 'user-2', firstName: 'Ravi', email: 'ravi@example.com' });

function serve(user = asha) {
  return mockApi({
    'GET /api/auth/me': () => meResponse(user),
    'GET /api/products': () => jsonResponse({ success: true, products: [pak, murukku] }),
  });
}

async function homeCard(name: string) {
  return screen.findByRole('article', { name });
}

describe('wishlist', () => {
  it('asks a visitor in the page, not in a browser alert, to sign in before saving', async () => {
    serve();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderApp('/');
    const u = userEvent.setup();
    const heart = within(await homeCard('Mysore Pak')).getByRole('button', { name: 'Add Mysore Pak to wishlist' });
    await u.click(heart);

    const prompt = await screen.findByRole('dialog', { name: 'Sign in to save favourites' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(prompt).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveFocus();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(alert).not.toHaveBeenCalled();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('thindi.wishlist'))).toEqual([]);

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in to save favourites' })).not.toBeInTheDocument();
    expect(heart).toHaveFocus();
    alert.mockRestore();
  });

  it('brings a visitor who signs in from the prompt back to the product, where the heart then saves', async () => {
    mockApi({
      'GET /api/auth/me': () => meResponse(asha),
      [`GET /api/products/${pak.id}`]: () => jsonResponse({ success: true, product: pak }),
      'POST /api/auth/login': () =>
        jsonResponse({ success: true, message: 'Login successful', token: 'tok-1', user: asha }),
    });
    const { router } = renderApp(`/product/${pak.id}?from=home`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add Mysore Pak to wishlist' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to save favourites' });
    await u.click(within(prompt).getByRole('link', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password'), 'Secret1!');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentUrl(router)).toBe(`/product/${pak.id}?from=home`));
    await u.click(await screen.findByRole('button', { name: 'Add Mysore Pak to wishlist' }));
    expect(JSON.parse(localStorage.getItem(wishlistKey('user-1')) ?? '[]')).toHaveLength(1);
  });

  it('brings a visitor who creates an account from the prompt back to the page', async () => {
    mockApi({
      'GET /api/auth/me': () => meResponse(asha),
      'GET /api/products': () => jsonResponse({ success: true, products: [pak, murukku] }),
      'POST /api/auth/send-otp': () =>
        jsonResponse({ success: true, message: 'sent', otpExpiry: '', resendAfterSeconds: 60 }),
      'POST /api/auth/verify-otp': () =>
        jsonResponse({ success: true, message: 'Registered', token: 'tok-1', user: asha }),
    });
    const { router } = renderApp('/?category=sweet');
    const u = userEvent.setup();
    await u.click(within(await homeCard('Mysore Pak')).getByRole('button', { name: 'Add Mysore Pak to wishlist' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to save favourites' });
    await u.click(within(prompt).getByRole('link', { name: 'Create an account' }));

    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await u.type(screen.getByLabelText('First Name *'), 'Asha');
    await u.type(screen.getByLabelText('Last Name *'), 'Raman');
    await u.type(screen.getByLabelText('Email *'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password *'), 'Kozhukattai-9');
    await u.type(screen.getByLabelText('Confirm Password *'), 'Kozhukattai-9');
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await u.type(await screen.findByLabelText('Enter OTP'), '654321');
    await u.click(screen.getByRole('button', { name: 'Verify & Create Account' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/?category=sweet'));
  });

  it('sends a visitor from /wishlist to /login', async () => {
    serve();
    const { router } = renderApp('/wishlist');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(currentUrl(router)).toBe('/login');
  });

  it("saves from the product card under the user's id, once, and lists it", async () => {
    serve();
    storeCustomer(asha);
    const { router } = renderApp('/');
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Account menu for Asha Raman' });
    const heart = within(await homeCard('Mysore Pak')).getByRole('button', { name: 'Add Mysore Pak to wishlist' });
    await u.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const saved = JSON.parse(localStorage.getItem(wishlistKey('user-1')) ?? '[]') as { id: string }[];
    expect(saved.map((p) => p.id)).toEqual([pak.id]);

    await u.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Wishlist' }));
    expect(currentUrl(router)).toBe('/wishlist');
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Mysore Pak']);
  });

  it('keeps each customer their own list, and adding twice keeps one', async () => {
    localStorage.setItem(wishlistKey('user-2'), JSON.stringify([murukku]));
    serve(ravi);
    storeCustomer(ravi);
    renderApp('/wishlist');
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Murukku']);
    expect(localStorage.getItem(wishlistKey('user-1'))).toBeNull();
  });

  it('removes one product and clears all after confirmation', async () => {
    localStorage.setItem(wishlistKey('user-1'), JSON.stringify([pak, murukku]));
    serve();
    storeCustomer(asha);
    renderApp('/wishlist');
    const u = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    await u.click(within(list).getByRole('button', { name: 'Remove Murukku' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await u.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to clear your entire wishlist?');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByText('Your wishlist is empty')).toBeVisible());
    expect(JSON.parse(localStorage.getItem(wishlistKey('user-1')) ?? 'null')).toEqual([]);
    confirm.mockRestore();
  });

  it('adds from the wishlist to the cart', async () => {
    localStorage.setItem(wishlistKey('user-1'), JSON.stringify([pak]));
    serve();
    storeCustomer(asha);
    renderApp('/wishlist');
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  });

  it('saves from the product page with the heart beside Add to Cart', async () => {
    mockApi({
      'GET /api/auth/me': () => meResponse(asha),
      [`GET /api/products/${pak.id}`]: () => jsonResponse({ success: true, product: pak }),
    });
    storeCustomer(asha);
    renderApp(`/product/${pak.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Mysore Pak to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Mysore Pak from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(localStorage.getItem(wishlistKey('user-1')) ?? '[]')).toHaveLength(1);
  });
});
