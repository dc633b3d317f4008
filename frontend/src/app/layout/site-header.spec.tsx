import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const products = [makeProduct({ name: 'Mysore Pak', category: 'sweet' }), makeProduct({ name: 'Madras Mixture' })];

function serve() {
  return mockFetch((url) => {
    const search = url.searchParams.get('search')?.toLowerCase();
    if (url.pathname === '/api/auth/me') return meResponse(makeUser());
    if (url.pathname !== '/api/products') return jsonResponse({ success: false, message: 'Product not found' }, 404);
    return jsonResponse({
      success: true,
      products: products.filter((p) => !search || p.name.toLowerCase().includes(search)),
    });
  });
}

/** Opens the home page and waits for its grid, so no update lands after the test. */
async function renderHome() {
  const view = renderApp('/');
  await screen.findByRole('list', { name: 'Products' });
  return view;
}

describe('header', () => {
  it('puts what is typed in the search box into the URL and asks the API for it', async () => {
    const { calls } = serve();
    const { router } = renderApp('/?category=sweet');
    const user = userEvent.setup();

    await user.type(await screen.findByPlaceholderText('Search for snacks...'), 'mysore');
    await waitFor(() => expect(currentUrl(router)).toBe('/?category=sweet&search=mysore'));
    await waitFor(() => expect(calls.some((url) => url.searchParams.get('search') === 'mysore')).toBe(true));
    expect(await screen.findByText('Results for “mysore”')).toBeVisible();
  });

  it('fills the search box from the URL after a reload', async () => {
    serve();
    renderApp('/?search=mixture');
    expect(await screen.findByPlaceholderText('Search for snacks...')).toHaveValue('mixture');
  });

  it('searching from another page goes to the home grid', async () => {
    serve();
    const { router } = renderApp('/product/00000000-0000-4000-8000-999999999999');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Product Not Found' });

    await user.type(screen.getByPlaceholderText('Search for snacks...'), 'pak{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/?search=pak'));
  });

  it('offers Sign In, Sign Up and Sell to visitors, and no Orders or Wishlist', async () => {
    serve();
    await renderHome();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Products', 'About', 'Contact']);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/sell');
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('shows Orders and Wishlist once someone is signed in', async () => {
    serve();
    storeCustomer();
    await renderHome();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(main).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with Sell on Thindi', async () => {
    serve();
    await renderHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Sell on Thindi' })).toHaveAttribute('href', '/sell');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('asks visitors to log in before checkout, with a way to sign in', async () => {
    serve();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Mysore Pak' });
    await user.click(within(card).getByRole('button', { name: /Add to Cart/ }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Please login to proceed with checkout')).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Sign in to check out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens the checkout drawer for a signed-in customer', async () => {
    serve();
    storeCustomer();
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Account menu for Asha Raman' });
    const card = await screen.findByRole('article', { name: 'Mysore Pak' });
    await user.click(within(card).getByRole('button', { name: /Add to Cart/ }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument();
  });
});
