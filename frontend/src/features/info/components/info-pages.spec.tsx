import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../test/render-app';

describe('policy pages', () => {
  it.each([
    ['/shipping', 'Shipping Policy', /Delivery is free on orders above ₹500\. At or below ₹500 it costs ₹50/],
    ['/returns', 'Returns & Refunds', /within 7 days of delivery/],
    ['/privacy', 'Privacy Policy', /We do not sell or rent your data/],
    ['/terms', 'Terms of Service', /5% for snacks/],
  ])('%s shows %s in plain words', async (path, title, text) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(document.title).toBe(`${title} | Thindi`);
  });

  it('says shoppers may cancel while the order is pending or confirmed, and pay by COD or UPI', async () => {
    mockApi({});
    renderApp('/returns');
    expect(await screen.findByText(/while it is pending or confirmed/)).toBeVisible();
    renderApp('/shipping');
    expect(await screen.findByText(/Cash on Delivery .* or by UPI/)).toBeVisible();
  });

  it('leads from one policy to the others', async () => {
    mockApi({});
    const { router } = renderApp('/shipping');
    const nav = await screen.findByRole('navigation', { name: 'Policies' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(currentUrl(router)).toBe('/privacy');
  });
});

describe('/sell', () => {
  it('explains documents, approval, commission and payouts, and leads to seller sign-up and sign-in', async () => {
    mockApi({});
    renderApp('/sell');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on Thindi' })).toBeVisible();
    expect(screen.getByText(/Aadhaar card, PAN card/)).toBeVisible();
    expect(screen.getByText(/An administrator checks your documents/)).toBeVisible();
    expect(screen.getByText(/5% unless a different rate/)).toBeVisible();
    expect(screen.getByText(/payable 7 days after delivery/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Start selling' })[0]).toHaveAttribute('href', '/seller/signup');
    expect(screen.getAllByRole('link', { name: 'Seller sign in' })[0]).toHaveAttribute('href', '/seller/login');
  });
});
