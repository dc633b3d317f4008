import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredFetch, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makePublicConfig } from '../../../../test/public-config';
import { currentUrl, renderApp } from '../../../../test/render-app';

/** GET /api/config with a deployment's own return window and transit days. */
const configured = () =>
  jsonResponse(
    makePublicConfig({
      returnWindowDays: 10,
      payoutWeekday: 5,
      transitDays: { ...makePublicConfig().transitDays, A: { min: 1, max: 1 }, D: { min: 5, max: 8 } },
    }),
  );

describe('policy pages', () => {
  it.each([
    ['/shipping', 'Shipping Policy', /Delivery is free on orders above ₹500\. At or below ₹500 it costs ₹50/],
    ['/returns', 'Returns & Refunds', /A cancelled order is not charged/],
    ['/privacy', 'Privacy Policy', /We do not sell or rent your data/],
    ['/terms', 'Terms of Service', /5% for snacks/],
  ])('%s shows %s in plain words', async (path, title, text) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(document.title).toBe(`${title} | Thindi`);
  });

  it('states the return window and the transit days this deployment is configured with', async () => {
    mockApi({ 'GET /api/config': configured });
    renderApp('/returns');
    expect(await screen.findByText(/Write to us within 10 days of delivery with your order number/)).toBeVisible();
    renderApp('/shipping');
    expect(await screen.findByText('Elsewhere in India: 5–8 days')).toBeVisible();
    expect(screen.getByText('Within the same district: 1 day')).toBeVisible();
    expect(screen.getByText('Within the same state: 2–3 days')).toBeVisible();
  });

  it.each(['/terms', '/returns'])(
    '%s names the version of the terms in force, the one checkout agrees to',
    async (path) => {
      mockApi({ 'GET /api/config': () => jsonResponse(makePublicConfig({ policyVersion: '2027-01-15' })) });
      renderApp(path);
      expect(await screen.findByText('Version 2027-01-15')).toBeVisible();
    },
  );

  it('names no number while the settings are read', async () => {
    deferredFetch();
    renderApp('/returns');
    expect(await screen.findByText(/Write to us within the return window after delivery/)).toBeVisible();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\d+ days/);
  });

  it('names no number when the settings cannot be read, rather than a wrong one', async () => {
    const api = mockApi({ 'GET /api/config': () => jsonResponse({ success: false, message: 'Boom' }, 500) });
    renderApp('/shipping');
    await screen.findByRole('heading', { level: 1, name: 'Shipping Policy' });
    await waitFor(() => expect(api.calls.some((url) => url.pathname === '/api/config')).toBe(true));
    expect(await screen.findByText(/The parcel then takes a few working days/)).toBeVisible();
    expect(screen.queryByText(/Elsewhere in India/)).not.toBeInTheDocument();
    renderApp('/sell');
    expect(await screen.findByText(/payable once the return window after delivery has closed/)).toBeVisible();
    expect(screen.getByText(/Payouts go to your bank account every week\. Your dashboard/)).toBeVisible();
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
    mockApi({ 'GET /api/config': configured });
    renderApp('/sell');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on Thindi' })).toBeVisible();
    expect(screen.getByText(/Aadhaar card, PAN card/)).toBeVisible();
    expect(screen.getByText(/An administrator checks your documents/)).toBeVisible();
    expect(screen.getByText(/5% unless a different rate/)).toBeVisible();
    expect(await screen.findByText(/payable 10 days after delivery/)).toBeVisible();
    expect(screen.getByText(/every week, on Friday morning/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Start selling' })[0]).toHaveAttribute('href', '/seller/signup');
    expect(screen.getAllByRole('link', { name: 'Seller sign in' })[0]).toHaveAttribute('href', '/seller/login');
  });
});
