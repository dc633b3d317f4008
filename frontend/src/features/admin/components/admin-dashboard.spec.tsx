import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import {
  callsTo,
  listOf,
  makeAdminOrder,
  makeAdminProduct,
  makeAdminUser,
  makeAuditEntry,
  makeStats,
  openAdminDashboard,
} from '../../../../test/admin';

const card = (label: string) => screen.getByRole('group', { name: label });

describe('admin dashboard overview', () => {
  it('shows the four cards, the pending banner, recent orders and readable admin activity', async () => {
    const recentOrders = Array.from({ length: 6 }, (_, i) =>
      makeAdminOrder({ _id: `o${i}`, orderNumber: `TH-10${i}`, orderStatus: i === 0 ? 'shipped' : 'pending' }),
    );
    const audit = [
      makeAuditEntry({
        id: 'e1',
        action: 'seller.reject',
        reason: 'Blurred PAN',
        details: { businessName: 'Kaju Corner', reason: 'Blurred PAN' },
      }),
      makeAuditEntry({ id: 'e2', action: 'user.toggle-status', details: { email: 'x@y.in', isActive: false } }),
      makeAuditEntry({
        id: 'e3',
        action: 'review.hide',
        targetType: 'review',
        reason: 'Abusive',
        details: { productName: 'Adhirasam', reason: 'Abusive' },
      }),
    ];
    const { api } = await openAdminDashboard({ stats: makeStats({ recentOrders }), audit });

    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Sellers',
      'Users',
      'Products',
      'Orders',
      'Reviews',
      'Support',
      'Search',
      'Finance',
      'Refunds',
      'Coupons',
    ]);
    expect(card('Total Users')).toHaveTextContent('12');
    expect(card('Total Sellers')).toHaveTextContent('5');
    expect(card('Total Sellers')).toHaveTextContent('2 pending approval');
    expect(card('Total Products')).toHaveTextContent('38 active');
    expect(card('Total Revenue')).toHaveTextContent('₹1,23,456.00');
    expect(card('Total Revenue')).toHaveTextContent('7 orders');
    expect(screen.getByText('2 seller(s) waiting for approval')).toBeVisible();

    const orders = within(screen.getByRole('list', { name: 'Recent Orders' })).getAllByRole('listitem');
    expect(orders).toHaveLength(5);
    expect(orders[0]).toHaveTextContent('#TH-100');
    expect(orders[0]).toHaveTextContent('Asha Raman');
    expect(orders[0]).toHaveTextContent('₹1,550.00');
    expect(orders[0]).toHaveTextContent('Shipped');

    const activity = await screen.findByRole('list', { name: 'Recent Admin Activity' });
    expect(activity).toHaveTextContent('Meena Iyer rejected seller Kaju Corner — reason: Blurred PAN');
    expect(activity).toHaveTextContent('Meena Iyer deactivated user x@y.in');
    expect(activity).toHaveTextContent('Meena Iyer hid a review of Adhirasam — reason: Abusive');
    const auditCall = callsTo(api, 'GET', '/api/admin/audit-log')[0];
    expect(auditCall.url.searchParams.get('pageSize')).toBe('10');
    expect(bearer(auditCall.init)).toBe('adm-tok');
  });

  it("'Review Now' opens the Sellers tab with the Pending filter and asks for pending sellers", async () => {
    const { api } = await openAdminDashboard();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Review Now' }));
    expect(screen.getByRole('tab', { name: 'Sellers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Filter sellers by status' })).toHaveValue('pending');
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/sellers')).toHaveLength(1));
    expect(callsTo(api, 'GET', '/api/admin/sellers')[0].url.searchParams.get('status')).toBe('pending');
  });

  it('shows — for figures a service did not give, says which, and hides the banner', async () => {
    const stats = makeStats({
      totalOrders: null,
      totalRevenue: null,
      recentOrders: null,
      pendingSellers: 0,
      unavailable: ['orders'],
    });
    await openAdminDashboard({ stats });
    expect(card('Total Revenue')).toHaveTextContent('—');
    expect(card('Total Revenue')).toHaveTextContent('— orders');
    expect(card('Total Users')).toHaveTextContent('12');
    expect(screen.getByText('Some figures are unavailable right now: orders')).toBeVisible();
    expect(screen.getByText('No recent orders')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Review Now' })).not.toBeInTheDocument();
  });

  it('shows the messages that failed every try in plain words and retries them, then reloads the figures', async () => {
    let waiting = 3;
    const { api } = await openAdminDashboard({
      stats: () => jsonResponse({ success: true, stats: makeStats({ deadLetters: waiting }) }),
      handlers: {
        'POST /api/admin/dead-letters/replay': () => {
          waiting = 0;
          return jsonResponse({ success: true, message: 'Replayed 3 dead letters', replayed: 3, remaining: 0 });
        },
      },
    });
    const messages = card('Messages that need attention');
    expect(messages).toHaveTextContent('3');
    expect(messages).toHaveTextContent('Order updates and e-mails that failed every automatic try');
    expect(messages).toHaveTextContent('Nothing is lost, but they wait until you retry them');
    expect(messages).not.toHaveTextContent(/event|dead letter|replay/i);
    await userEvent.setup().click(within(messages).getByRole('button', { name: 'Retry all' }));
    await waitFor(() => expect(card('Messages that need attention')).toHaveTextContent('0'));
    expect(card('Messages that need attention')).toHaveTextContent('None: every order update and e-mail went through.');
    expect(screen.queryByRole('button', { name: 'Retry all' })).not.toBeInTheDocument();
    expect(bearer(callsTo(api, 'POST', '/api/admin/dead-letters/replay')[0].init)).toBe('adm-tok');
  });

  it('shows — everywhere when the stats read fails', async () => {
    await openAdminDashboard({ stats: () => jsonResponse({ success: false, message: 'Boom' }, 500) });
    for (const label of ['Total Users', 'Total Sellers', 'Total Products', 'Total Revenue']) {
      expect(card(label)).toHaveTextContent('—');
    }
  });

  it('reads the figures and the activity again every minute while the Overview is shown, not on other tabs', async () => {
    jest.useFakeTimers();
    try {
      let pending = 2;
      const { api } = await openAdminDashboard({
        stats: () => jsonResponse({ success: true, stats: makeStats({ pendingSellers: pending }) }),
      });
      const reads = () => [
        callsTo(api, 'GET', '/api/admin/stats').length,
        callsTo(api, 'GET', '/api/admin/audit-log').length,
      ];
      expect(reads()).toEqual([1, 1]);
      pending = 4;
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(reads()).toEqual([2, 2]));
      expect(await screen.findByText('4 seller(s) waiting for approval')).toBeVisible();

      const u = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await u.click(screen.getByRole('tab', { name: 'Orders' }));
      await act(async () => jest.advanceTimersByTimeAsync(120_000));
      expect(reads()).toEqual([2, 2]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs the admin out when the server refuses the token', async () => {
    const { onLogout } = await openAdminDashboard({
      handlers: { 'GET /api/admin/audit-log': () => jsonResponse({ success: false, message: 'Expired' }, 401) },
    });
    await waitFor(() => expect(onLogout).toHaveBeenCalled());
  });
});

describe('admin dashboard lists', () => {
  it('toggles a user, then reloads the list, the stats and the activity', async () => {
    let active = true;
    const { api } = await openAdminDashboard({
      handlers: {
        'GET /api/admin/users': () => listOf('users', [makeAdminUser({ isActive: active })]),
        'PATCH /api/admin/users/u1/toggle-status': () => {
          active = false;
          return jsonResponse({ success: true, message: 'User deactivated', user: makeAdminUser({ isActive: false }) });
        },
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeVisible();
    const row = (await screen.findByText('Asha Raman')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('N/A');
    expect(row).toHaveTextContent('Active');
    const confirm = jest.spyOn(window, 'confirm');
    await u.click(within(row).getByRole('button', { name: 'Deactivate Asha Raman' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Asha Raman' });
    await u.click(within(ask).getByRole('button', { name: 'Deactivate user' }));
    expect(await within(ask).findByText('Please give a reason')).toBeVisible();
    expect(callsTo(api, 'PATCH', '/api/admin/users/u1/toggle-status')).toHaveLength(0);
    await u.type(within(ask).getByLabelText(/^Reason/), 'Abusive messages to sellers');
    await u.click(within(ask).getByRole('button', { name: 'Deactivate user' }));
    expect(await screen.findByRole('button', { name: 'Activate Asha Raman' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [toggle] = callsTo(api, 'PATCH', '/api/admin/users/u1/toggle-status');
    expect(JSON.parse(String(toggle.init.body))).toEqual({ isActive: false, reason: 'Abusive messages to sellers' });
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
    expect(callsTo(api, 'GET', '/api/admin/stats')).toHaveLength(2);
    expect(callsTo(api, 'GET', '/api/admin/audit-log')).toHaveLength(2);
  });

  it('shows a 409 (another admin was first) and reloads the list to what is true now', async () => {
    let active = true;
    const { api } = await openAdminDashboard({
      handlers: {
        'GET /api/admin/users': () => listOf('users', [makeAdminUser({ isActive: active })]),
        'PATCH /api/admin/users/u1/toggle-status': () => {
          active = false;
          return jsonResponse({ success: false, message: 'User is already inactive' }, 409);
        },
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Users' }));
    await u.click(await screen.findByRole('button', { name: 'Deactivate Asha Raman' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Asha Raman' });
    await u.type(within(ask).getByLabelText(/^Reason/), 'Spam orders');
    await u.click(within(ask).getByRole('button', { name: 'Deactivate user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User is already inactive');
    expect(await screen.findByRole('button', { name: 'Activate Asha Raman' })).toBeEnabled();
    expect(callsTo(api, 'GET', '/api/admin/users').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the user search and status filter to the server and shows the empty state', async () => {
    const { api } = await openAdminDashboard();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users found')).toBeVisible();
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'asha');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter users by status' }), 'Inactive');
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/users').at(-1)?.url.search).toBe(
        '?status=inactive&search=asha&page=1&pageSize=20',
      ),
    );
  });

  it('lists products with seller, category, price and placeholder, filters them and toggles one', async () => {
    const { api } = await openAdminDashboard({
      handlers: {
        'GET /api/admin/products': () => listOf('products', [makeAdminProduct({ isActive: false })]),
        'PATCH /api/admin/products/p1/toggle-status': () =>
          jsonResponse({ success: false, message: 'Product not found' }, 404),
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    const row = (await screen.findByText('Murukku')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('200g');
    expect(row).toHaveTextContent('Amma Sweets');
    expect(row).toHaveTextContent('Savory');
    expect(row).toHaveTextContent('₹1,250.00');
    expect(row).toHaveTextContent('Inactive');
    expect(row.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter products by category' }), 'sweet');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter products by status' }), 'active');
    await waitFor(() => {
      const last = callsTo(api, 'GET', '/api/admin/products').at(-1)!.url.searchParams;
      expect([last.get('category'), last.get('status')]).toEqual(['sweet', 'active']);
    });

    await u.click(screen.getByRole('button', { name: 'Activate Murukku' }));
    const ask = await screen.findByRole('dialog', { name: 'Activate Murukku' });
    await u.click(within(ask).getByRole('button', { name: 'Activate product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  });

  it('deactivates a product only with a reason for its seller, and shows that reason in the list', async () => {
    let off = false;
    const { api } = await openAdminDashboard({
      handlers: {
        'GET /api/admin/products': () =>
          listOf('products', [
            makeAdminProduct(off ? { isActive: false, deactivationReason: 'Photos of another product' } : {}),
          ]),
        'PATCH /api/admin/products/p1/toggle-status': () => {
          off = true;
          return jsonResponse({ success: true, message: 'Product deactivated', product: makeAdminProduct() });
        },
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    await u.click(await screen.findByRole('button', { name: 'Deactivate Murukku' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Murukku' });
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'PATCH', '/api/admin/products/p1/toggle-status')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Deactivate Murukku' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Murukku' });
    await u.type(within(again).getByLabelText(/^Reason/), 'Photos of another product');
    await u.click(within(again).getByRole('button', { name: 'Deactivate product' }));
    expect(await screen.findByText('Reason: Photos of another product')).toBeVisible();
    const [toggle] = callsTo(api, 'PATCH', '/api/admin/products/p1/toggle-status');
    expect(JSON.parse(String(toggle.init.body))).toEqual({ isActive: false, reason: 'Photos of another product' });
  });

  it('filters orders by status on the server and shows them read only', async () => {
    const { api } = await openAdminDashboard({
      handlers: {
        'GET /api/admin/orders': () => listOf('orders', [makeAdminOrder({ orderStatus: 'shipped' })]),
        'GET /api/orders/o1/invoices': () =>
          jsonResponse({
            success: true,
            invoices: [
              {
                id: '7f2c1d2e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
                orderId: 'o1',
                sellerId: 's1',
                kind: 'invoice',
                number: 'ASS/2627/000007',
                issuedOn: '2026-11-21',
                totalPaise: 94500,
              },
            ],
          }),
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Orders' }));
    const row = (await screen.findByText('#TH-1001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Asha Raman');
    expect(row).toHaveTextContent('asha@example.com');
    expect(row).toHaveTextContent('₹1,550.00');
    expect(row).toHaveTextContent('5 Mar 2026');
    // Read only: the one button reads the order's invoices, with the admin's token, when asked.
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/orders/o1/invoices')).toHaveLength(0);
    await u.click(within(row).getByRole('button', { name: 'Invoices of order #TH-1001' }));
    expect(await within(row).findByRole('button', { name: 'Download invoice' })).toBeVisible();
    expect(within(row).getByText('ASS/2627/000007')).toBeVisible();
    expect(bearer(callsTo(api, 'GET', '/api/orders/o1/invoices')[0].init)).toBe('adm-tok');
    const filter = screen.getByRole('combobox', { name: 'Filter orders by status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Orders', 'Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Returned', 'Cancelled']);
    await u.selectOptions(filter, 'Shipped');
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/orders').at(-1)?.url.searchParams.get('status')).toBe('shipped'),
    );
  });

  it('shows an empty list with a quiet note when a list read fails', async () => {
    await openAdminDashboard({
      handlers: { 'GET /api/admin/orders': () => jsonResponse({ success: false, message: 'Down' }, 503) },
    });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('Could not load orders. Please try again later.')).toBeVisible();
    expect(screen.getByText('No orders found')).toBeVisible();
  });
});
