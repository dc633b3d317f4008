import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import type { Order, OrderItem, OrderStatus } from '../api/orders.api';

const item = (n: number): OrderItem => ({
  product: `p${n}`,
  productId: `p${n}`,
  productName: `Snack ${n}`,
  productImage: '',
  weight: '200g',
  quantity: 1,
  price: 100,
  sellerId: 's1',
  sellerName: 'Amma Sweets & Snacks',
});

/** An order as its owner reads it from GET /api/orders/my-orders. */
function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    id: 'o1',
    orderNumber: 'TH-1001',
    userId: { _id: 'user-1', firstName: 'Asha', lastName: 'Raman', email: 'asha@example.com' },
    items: [item(1)],
    fulfilments: [],
    shippingAddress: {
      type: 'home',
      firstName: 'Asha',
      lastName: 'Raman',
      street: '12 Gandhi Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
      phone: '9876543210',
    },
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    notes: null,
    subtotal: 100,
    shippingCost: 50,
    tax: 5,
    totalAmount: 155,
    orderStatus: 'pending',
    orderHistory: [{ status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' }],
    trackingNumber: null,
    estimatedDelivery: '2026-11-27T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function serve(lists: () => Order[], extra: Parameters<typeof mockApi>[0] = {}) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: lists() }),
    ...extra,
  });
}

const myOrderCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((url) => url.pathname === '/api/orders/my-orders').length;

describe('orders page', () => {
  it('shows the first 4 items of a card and then "+N more items"', async () => {
    serve(() => [makeOrder({ items: [1, 2, 3, 4, 5, 6].map(item) })]);
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
    expect(within(card).getByText(/Snack 4/)).toBeVisible();
    expect(within(card).queryByText(/Snack 5/)).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more items')).toBeVisible();
    expect(within(card).getByTestId('order-status')).toHaveClass('bg-yellow-100');
  });

  it('tracks an order with the timeline up to its status, history, tracking number and Back to Orders', async () => {
    serve(() => [
      makeOrder({
        orderStatus: 'shipped',
        trackingNumber: 'TRK123',
        orderHistory: [
          { status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' },
          { status: 'shipped', note: 'Sent by courier', timestamp: '2026-11-21T10:00:00.000Z' },
        ],
      }),
    ]);
    renderApp('/orders');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Track Order' }));

    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-reached'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('TRK123');
    expect(screen.getByText(/Sent by courier/)).toBeVisible();
    expect(screen.getByText('Estimated Delivery')).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveClass('bg-purple-100');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Back to Orders' }));
    expect(screen.getByRole('article', { name: 'Order #TH-1001' })).toBeVisible();
  });

  it('cancels a pending order after the confirm prompt with the customer reason', async () => {
    let status: OrderStatus = 'pending';
    const api = serve(() => [makeOrder({ orderStatus: status })], {
      'PATCH /api/orders/o1/cancel': () => {
        status = 'cancelled';
        return jsonResponse({ success: true, message: 'Cancelled', order: makeOrder({ orderStatus: status }) });
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderApp('/orders');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this order?');
    expect(api.requests.some((r) => r.init.method === 'PATCH')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    const patch = api.requests.find((r) => r.init.method === 'PATCH');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ reason: 'Cancelled by customer' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    confirm.mockRestore();
  });

  it('refreshes on focus and visibility and updates the open tracking view', async () => {
    let status: OrderStatus = 'pending';
    const api = serve(() => [makeOrder({ orderStatus: status })]);
    renderApp('/orders');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Track Order' }));
    const before = myOrderCalls(api);

    status = 'confirmed';
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Confirmed'));
    expect(myOrderCalls(api)).toBe(before + 1);

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(myOrderCalls(api)).toBe(before + 2));
  });

  it('refreshes every 15 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = serve(() => [makeOrder()]);
      renderApp('/orders');
      await screen.findByRole('article', { name: 'Order #TH-1001' });
      const before = myOrderCalls(api);
      await act(async () => {
        jest.advanceTimersByTime(15_000);
      });
      await waitFor(() => expect(myOrderCalls(api)).toBe(before + 1));
    } finally {
      jest.useRealTimers();
    }
  });
});
