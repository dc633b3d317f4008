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
  it('asks a visitor to log in instead of saving', async () => {
    serve();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderApp('/');
    await userEvent
      .setup()
      .click(within(await homeCard('Mysore Pak')).getByRole('button', { name: 'Add Mysore Pak to wishlist' }));
    expect(alert).toHaveBeenCalledWith('Please login to add items to wishlist');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('thindi.wishlist'))).toEqual([]);
    alert.mockRestore();
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
