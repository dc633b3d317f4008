import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, listOf, makeAdminOrder, openAdminDashboard } from '../../../../test/admin';
import { makeOrder } from '../../../../test/orders';
import { currentUrl } from '../../../../test/render-app';
import type { Order } from '@thindi/contracts';

describe('admin dashboard addresses', () => {
  it('puts each tab in the URL, and Back returns to the tab before', async () => {
    const { router } = await openAdminDashboard();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Sellers' }));
    expect(currentUrl(router)).toBe('/admin/sellers');
    expect(await screen.findByRole('heading', { name: 'Seller Management' })).toBeVisible();
    await u.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(currentUrl(router)).toBe('/admin/orders');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Seller Management' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sellers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens straight on a tab from its URL, with the pending sellers filter when asked', async () => {
    const { api } = await openAdminDashboard({ path: '/admin/sellers?status=pending' });
    expect(await screen.findByRole('heading', { name: 'Seller Management' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Filter sellers by status' })).toHaveValue('pending');
    expect(callsTo(api, 'GET', '/api/admin/sellers').at(-1)?.url.searchParams.get('status')).toBe('pending');
  });

  it('opens an order from the list at its own URL, with items, parts, address, payment and history', async () => {
    const order = makeAdminOrder({
      ...makeOrder(),
      subtotal: 100,
      tax: 5,
      shippingCost: 0,
      totalAmount: 105,
      fulfilments: [
        {
          sellerId: 'seller-1',
          sellerName: 'Amma Sweets',
          status: 'pending',
          sellerSubtotal: 100,
          trackingNumber: null,
          note: null,
          history: [],
          delivery: null,
        },
      ],
    } as Partial<Order>);
    const { router, api } = await openAdminDashboard({
      path: '/admin/orders',
      handlers: {
        'GET /api/admin/orders': () => listOf('orders', [order]),
        [`GET /api/orders/${order._id}`]: () => jsonResponse({ success: true, order }),
      },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('link', { name: `#${order.orderNumber}` }));
    expect(currentUrl(router)).toBe(`/admin/orders/${order._id}`);
    expect(await screen.findByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent(order.items[0].productName);
    expect(screen.getByRole('region', { name: 'Parts per Seller' })).toHaveTextContent('Amma Sweets');
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(order.shippingAddress.city);
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/^Method:/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Status History' })).toBeVisible();
    expect(callsTo(api, 'GET', `/api/orders/${order._id}`)[0].init.headers).toMatchObject({
      Authorization: 'Bearer adm-tok',
    });
    await u.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(currentUrl(router)).toBe('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeVisible();
  });
});
