import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, makeSellerProduct, makeStats, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';
import { makeOrder } from '../../../../../test/orders';

const card = (label: string) => screen.getByRole('group', { name: label });

describe('seller dashboard', () => {
  it('greets the business, links to the store and tells a pending seller when its products will show', async () => {
    await openDashboard();
    expect(screen.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your seller account is pending approval. You can add products now; they appear in the store once an admin approves your account.',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Products',
      'Orders',
      'Problems reported',
      'Profile',
      'Earnings',
      'Reviews',
      'Coupons',
    ]);
  });

  it('shows no pending banner to a verified seller', async () => {
    await openDashboard({ seller: makeSeller({ isVerified: true }) });
    await screen.findByRole('group', { name: 'Revenue' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the four cards, with order count and revenue from the seller orders, and the New Orders badge', async () => {
    const stats = makeStats({ totalProducts: 7, activeProducts: 5, totalOrders: 99, totalRevenue: 1 });
    const orders = [
      makeOrder({ _id: 'a', orderStatus: 'pending', sellerSubtotal: 100000 }),
      makeOrder({ _id: 'b', orderStatus: 'confirmed', sellerSubtotal: 23000 }),
      makeOrder({ _id: 'c', orderStatus: 'shipped', sellerSubtotal: 456.5 }),
    ];
    await openDashboard({ stats, orders });
    await waitFor(() => expect(card('Total Orders')).toHaveTextContent('3'));
    await screen.findByRole('group', { name: 'Revenue' });
    expect(card('Total Products')).toHaveTextContent('7');
    expect(card('Active Products')).toHaveTextContent('5');
    expect(card('Total Orders')).toHaveTextContent('3');
    expect(card('Total Orders')).toHaveTextContent('2 need attention');
    expect(card('Revenue')).toHaveTextContent('₹1,23,456.50');
    expect(screen.getByText('New Orders')).toBeVisible();
  });

  it('lists the first six products as Recent Products with price, stock badge and an edit button', async () => {
    const products = Array.from({ length: 7 }, (_, i) =>
      makeSellerProduct({ name: `Murukku ${i + 1}`, price: 250, inStock: i !== 1, stockQuantity: i === 1 ? 0 : 5 }),
    );
    await openDashboard({ products, seller: makeSeller({ isVerified: true }) });
    const recent = await screen.findByRole('list', { name: 'Recent Products' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Murukku 1');
    expect(items[0]).toHaveTextContent('₹250.00');
    expect(items[0]).toHaveTextContent('In Stock');
    expect(items[1]).toHaveTextContent('Out of Stock');
    expect(within(items[0]).getByRole('button', { name: 'Edit Murukku 1' })).toBeVisible();
    expect(screen.queryByText('Murukku 7')).not.toBeInTheDocument();
    expect(screen.queryByText('New Orders')).not.toBeInTheDocument();
  });

  it('tells a seller waiting for approval on the Overview that its active products are not on sale yet', async () => {
    await openDashboard({
      products: [makeSellerProduct({ name: 'Murukku' })],
      stats: makeStats({ totalProducts: 1, activeProducts: 1 }),
    });
    const recent = await screen.findByRole('list', { name: 'Recent Products' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent('Not on sale until your account is approved');
    expect(recent).not.toHaveTextContent('In Stock');
    expect(card('Active Products')).toHaveTextContent('Not on sale until your account is approved');
  });

  it('falls back quietly to zeros and an empty list when stats and products fail', async () => {
    const { api } = await openDashboard({
      stats: null,
      handlers: { 'GET /api/products/seller/my-products': () => jsonResponse({ success: false }, 500) },
    });
    expect(await screen.findByRole('button', { name: 'Add Your First Product' })).toBeVisible();
    expect(card('Total Products')).toHaveTextContent('0');
    expect(card('Revenue')).toHaveTextContent('₹0.00');
    expect(card('Total Orders')).toHaveTextContent('0 need attention');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const stats = callsTo(api, 'GET', '/api/sellers/stats')[0];
    expect(stats.init.headers).toMatchObject({ Authorization: 'Bearer s-tok' });
  });

  it('shows the products table with its columns, statuses and the empty text', async () => {
    const products = [
      makeSellerProduct({ name: 'Thattai', weight: '250g', category: 'spicy', price: 180, stockQuantity: 12 }),
      makeSellerProduct({ name: 'Adhirasam', category: 'sweet', inStock: false, stockQuantity: 0 }),
    ];
    await openDashboard({ products, seller: makeSeller({ isVerified: true }) });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Products' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Thattai250g', 'spicy', '₹180.00', '12', 'In Stock', '']);
    expect(second).toHaveTextContent('Out of Stock');
    expect(within(first).getByRole('button', { name: 'Delete Thattai' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeVisible();
  });

  it('says No products yet on an empty Products tab and tells the honest truth on Orders', async () => {
    await openDashboard();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    expect(await screen.findByText('No products yet')).toBeVisible();
    await u.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText("You haven't received any orders yet.")).toBeVisible();
  });

  it('shows the profile read only, with the GST number only when there is one', async () => {
    const seller = makeSeller({ gstNumber: '33ABCDE1234F1Z7', businessType: 'company' });
    const { unmount } = await openDashboard({ seller });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }));
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    for (const text of ['Amma Sweets', 'Lakshmi', 'amma@example.com', '9876543210', 'company', 'ABCDE1234F'])
      expect(within(panel).getByText(text)).toBeVisible();
    expect(within(panel).getByText('33ABCDE1234F1Z7')).toBeVisible();
    expect(within(panel).getByText('1 Temple St, Madurai, Tamil Nadu - 625001')).toBeVisible();
    const details = within(panel).getByRole('region', { name: 'Business Profile' });
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    unmount();

    await openDashboard();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.queryByText('GST Number')).not.toBeInTheDocument();
  });

  it('reads the stats again every minute on Overview and Orders, not on Profile', async () => {
    jest.useFakeTimers();
    try {
      const { api } = await openDashboard();
      await screen.findByRole('group', { name: 'Revenue' });
      const statsCalls = () => callsTo(api, 'GET', '/api/sellers/stats').length;
      expect(statsCalls()).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      expect(statsCalls()).toBe(2);

      const u = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await u.click(screen.getByRole('tab', { name: 'Profile' }));
      await act(async () => jest.advanceTimersByTimeAsync(120_000));
      expect(statsCalls()).toBe(2);
      await u.click(screen.getByRole('tab', { name: 'Orders' }));
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(statsCalls()).toBe(3));
    } finally {
      jest.useRealTimers();
    }
  });
});
