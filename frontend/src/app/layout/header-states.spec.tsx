import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '@/lib/auth-storage';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { makeSeller } from '../../../test/sellers';
import { currentUrl, renderApp } from '../../../test/render-app';

const products = [makeProduct({ name: 'Mysore Pak', category: 'sweet' }), makeProduct({ name: 'Madras Mixture' })];

function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/sellers/me') return jsonResponse({ success: true, seller: makeSeller() });
    if (url.pathname !== '/api/products') return jsonResponse({ success: false, message: 'Not found' }, 404);
    return jsonResponse({ success: true, products });
  });
}

describe('header for a signed-in seller', () => {
  it('leads to the seller dashboard instead of offering Sign In, Sign Up and Sell', async () => {
    serve();
    storeSession('seller', 's-tok', makeSeller({ businessName: 'Amma Sweets' }));
    renderApp('/');
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByRole('link', { name: 'My Shop' })).toHaveAttribute('href', '/seller/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sell' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Seller Dashboard' })).toHaveAttribute('href', '/seller/dashboard');
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("leads a visitor's Sell to the page that explains selling", async () => {
    serve();
    const { router } = renderApp('/');
    await screen.findByRole('list', { name: 'Products' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sell' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on Thindi' })).toBeVisible();
    expect(currentUrl(router)).toBe('/sell');
  });
});

describe('search on the home page', () => {
  it('brings the results into view when a search is made, not on the first paint', async () => {
    serve();
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/');
    await screen.findByRole('list', { name: 'Products' });
    expect(scrolled).not.toHaveBeenCalled();

    await userEvent.setup().type(screen.getByPlaceholderText('Search for snacks...'), 'pak{Enter}');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('products'));
    scrolled.mockRestore();
  });
});
