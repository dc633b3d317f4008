import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '@thindi/contracts';
import type { InvoiceSummary } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { makeOrder, makeOrderItem } from '../../../../../test/orders';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { indiaToday } from './ship-model';

const asha = makeOrder({
  _id: 'o1',
  orderNumber: 'TH-1001',
  items: [makeOrderItem(1, { price: 150, quantity: 2, productName: 'Murukku', weight: '200g' }), makeOrderItem(2)],
  sellerSubtotal: 400,
  totalAmount: 400,
});
const ravi = makeOrder({
  _id: 'o2',
  orderNumber: 'TH-1002',
  userId: { _id: 'u2', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' },
  orderStatus: 'confirmed',
  orderHistory: [],
});

async function openOrders(orders: object[] | (() => object[]) = [asha, ravi], handlers = {}) {
  const view = await openDashboard({ orders, handlers });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Orders' }));
  return { ...view, u };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('seller orders tab', () => {
  it('lists orders with their columns and quick buttons by status', async () => {
    await openOrders();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh Orders' })).toBeVisible();
    const [first, second] = rows();
    expect(first).toHaveTextContent('#TH-1001');
    expect(first).toHaveTextContent('Asha Raman');
    expect(first).toHaveTextContent('asha@example.com');
    expect(first).toHaveTextContent('2 items');
    expect(first).toHaveTextContent('₹400.00');
    expect(within(first).getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Process' })).toBeVisible();
    expect(second).toHaveTextContent(/1 item(?!s)/);
  });

  it("shows the seller its own share in the list and the detail, never a whole order's total", async () => {
    // An answer of a server from before seller views were trimmed: the whole order's ₹1,470 next to the share.
    const shared = { ...asha, sellerSubtotal: 400, subtotal: 1400, totalAmount: 1470 };
    const { u } = await openOrders([shared]);
    await screen.findByRole('table');
    const [row] = rows();
    expect(within(row).getAllByText('₹400.00')).toHaveLength(2);
    expect(row).not.toHaveTextContent('₹1,470.00');
    await u.click(within(row).getByRole('button', { name: 'View' }));
    const items = screen.getByRole('region', { name: 'Order Items' });
    expect(within(items).getByText('Your share').nextElementSibling).toHaveTextContent('₹400.00');
    expect(items).not.toHaveTextContent('₹1,470.00');
  });

  it('searches by order number or customer name, filters by status, and says when nothing matches', async () => {
    const { u } = await openOrders();
    await screen.findByRole('table');
    await u.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ravi KUMAR');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('#TH-1002');
    await u.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'th-1001');
    expect(rows()[0]).toHaveTextContent('#TH-1001');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'shipped');
    expect(screen.getByText('No orders match your current filters.')).toBeVisible();
  });

  it("badges an order with the shoppers' problems still being handled", async () => {
    await openOrders([
      { ...asha, openIssues: 2 },
      { ...ravi, openIssues: 1 },
      { ...asha, _id: 'o3', orderNumber: 'TH-1003' },
    ]);
    await screen.findByRole('table');
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('2 problems reported');
    expect(second).toHaveTextContent(/1 problem reported/);
    expect(third).not.toHaveTextContent('reported');
  });

  it('says when no order has arrived yet', async () => {
    await openOrders([]);
    expect(await screen.findByText("You haven't received any orders yet.")).toBeVisible();
  });

  it('opens the detail with every section, and sends the tracking number and note with a status', async () => {
    let status: OrderStatus = 'confirmed';
    const alert = jest.spyOn(window, 'alert');
    const { u, api } = await openOrders(() => [asha, { ...ravi, orderStatus: status }], {
      'PATCH /api/orders/o2/status': (body: unknown) => {
        status = (body as { status: OrderStatus }).status;
        return jsonResponse({ success: true, message: 'Updated', order: { ...ravi, orderStatus: status } });
      },
    });
    await screen.findByRole('table');
    await u.click(within(rows()[1]).getByRole('button', { name: 'View' }));

    expect(screen.getByRole('heading', { name: 'Order #TH-1002' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Customer Information' })).toHaveTextContent('ravi@example.com');
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Chennai, Tamil Nadu - 600001');
    expect(screen.getByText('COD')).toBeVisible();
    expect(screen.getByText('No order history available.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as Confirmed' })).not.toBeInTheDocument();
    const dropdown = screen.getByRole('combobox', { name: 'Change status' });
    expect(within(dropdown).queryByRole('option', { name: 'Confirmed' })).not.toBeInTheDocument();

    await u.type(screen.getByLabelText('Tracking Number'), 'TRK-42');
    await u.type(screen.getByLabelText('Note'), 'Sent by courier');
    await u.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    await u.click(await screen.findByRole('button', { name: 'Confirm shipping' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order status updated to Shipped successfully!');
    const patch = callsTo(api, 'PATCH', '/api/orders/o2/status')[0];
    expect(JSON.parse(String(patch.init.body))).toEqual({
      status: 'shipped',
      trackingNumber: 'TRK-42',
      note: 'Sent by courier',
      packedOn: indiaToday(),
    });
    expect(patch.init.headers).toMatchObject({ Authorization: 'Bearer s-tok' });
    // After 'Shipped' the earlier moves are gone: only 'Delivered' is left, in the buttons and the dropdown.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as Shipped' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark as Processing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
    expect(
      within(screen.getByRole('combobox', { name: 'Change status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select new status', 'Delivered']);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('offers a pending order no delivery before it has shipped', async () => {
    const { u } = await openOrders([asha]);
    await screen.findByRole('table');
    await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));
    for (const status of ['Confirmed', 'Processing', 'Shipped']) {
      expect(screen.getByRole('button', { name: `Mark as ${status}` })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Change status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select new status', 'Confirmed', 'Processing', 'Shipped']);
  });

  it('acts on the dropdown only once the change is confirmed', async () => {
    const alert = jest.spyOn(window, 'alert');
    const { u, api } = await openOrders([ravi], {
      'PATCH /api/orders/o2/status': () =>
        jsonResponse({ success: true, message: 'Updated', order: { ...ravi, orderStatus: 'processing' } }),
    });
    await screen.findByRole('table');
    await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));
    const confirm = screen.getByRole('button', { name: 'Confirm change' });
    expect(confirm).toBeDisabled();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'processing');
    expect(callsTo(api, 'PATCH', '/api/orders/o2/status')).toHaveLength(0);
    await u.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Order status updated to Processing successfully!');
    expect(JSON.parse(String(callsTo(api, 'PATCH', '/api/orders/o2/status')[0].init.body))).toEqual({
      status: 'processing',
    });
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('restores the old status and shows the server message when the update is refused', async () => {
    const alert = jest.spyOn(window, 'alert');
    const { u } = await openOrders([asha], {
      'PATCH /api/orders/o1/status': () => jsonResponse({ success: false, message: 'Cannot move backwards' }, 409),
    });
    await screen.findByRole('table');
    await u.click(within(rows()[0]).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update order status: Cannot move backwards');
    expect(within(rows()[0]).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('shows the connection message when the update cannot reach the server', async () => {
    const alert = jest.spyOn(window, 'alert');
    const { u } = await openOrders([asha], {
      'PATCH /api/orders/o1/status': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await screen.findByRole('table');
    await u.click(within(rows()[0]).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating order status. Please check your connection and try again.',
    );
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('asks the seller to log in again when the token is gone', async () => {
    const alert = jest.spyOn(window, 'alert');
    const { u, api } = await openOrders([asha]);
    await screen.findByRole('table');
    localStorage.removeItem('thindi.seller.token');
    await u.click(within(rows()[0]).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No seller token found. Please login again.');
    expect(callsTo(api, 'PATCH', '/api/orders/o1/status')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('refuses a note longer than the order service takes, with its message, and sends nothing', async () => {
    const alert = jest.spyOn(window, 'alert');
    const { u, api } = await openOrders([ravi]);
    await screen.findByRole('table');
    await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));
    await u.click(screen.getByLabelText('Note'));
    await u.paste('x'.repeat(501));
    await u.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('note must be at most 500 characters');
    expect(callsTo(api, 'PATCH', '/api/orders/o2/status')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  describe('returns', () => {
    const delivered = makeOrder({
      orderStatus: 'delivered',
      orderHistory: [{ status: 'delivered', note: 'Order delivered', timestamp: '2026-11-22T10:00:00.000Z' }],
    });

    it('offers a delivered order only its return, and sends the reason with it', async () => {
      let status: OrderStatus = 'delivered';
      const alert = jest.spyOn(window, 'alert');
      const { u, api } = await openOrders(() => [{ ...delivered, orderStatus: status }], {
        'PATCH /api/orders/o1/status': (body: unknown) => {
          status = (body as { status: OrderStatus }).status;
          return jsonResponse({ success: true, message: 'Updated', order: { ...delivered, orderStatus: status } });
        },
      });
      await screen.findByRole('table');
      expect(
        within(rows()[0])
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['View']);
      await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));

      const form = await screen.findByRole('region', { name: 'Record a Return' });
      expect(screen.queryByRole('button', { name: 'Mark as Shipped' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Change status' })).not.toBeInTheDocument();
      await u.type(within(form).getByLabelText('Reason'), 'Pack arrived crushed');
      await u.click(within(form).getByRole('button', { name: 'Mark as Returned' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Order status updated to Returned successfully!');
      const patch = callsTo(api, 'PATCH', '/api/orders/o1/status')[0];
      expect(JSON.parse(String(patch.init.body))).toEqual({ status: 'returned', note: 'Pack arrived crushed' });
      expect(patch.init.headers).toMatchObject({ Authorization: 'Bearer s-tok' });
      // A returned part is final: nothing more is offered.
      expect(await screen.findByTestId('order-status')).toHaveTextContent('Returned');
      expect(screen.queryByRole('region', { name: 'Record a Return' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
      expect(alert).not.toHaveBeenCalled();
      alert.mockRestore();
    });

    it('shows the refusal when the return window has closed and keeps the order delivered', async () => {
      const alert = jest.spyOn(window, 'alert');
      const { u } = await openOrders([delivered], {
        'PATCH /api/orders/o1/status': () =>
          jsonResponse(
            {
              success: false,
              message: 'The return window for this order has closed',
              code: 'ORDER.RETURN_WINDOW_CLOSED',
            },
            409,
          ),
      });
      await screen.findByRole('table');
      await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));
      await u.click(await screen.findByRole('button', { name: 'Mark as Returned' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to update order status: The return window for this order has closed',
      );
      expect(alert).not.toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: 'Mark as Returned' })).toBeVisible();
      alert.mockRestore();
    });

    it('finds returned orders with the status filter', async () => {
      const { u } = await openOrders([{ ...delivered, orderStatus: 'returned' }, ravi]);
      await screen.findByRole('table');
      await u.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'returned');
      expect(rows()).toHaveLength(1);
      expect(within(rows()[0]).getByTestId('order-status')).toHaveTextContent('Returned');
    });
  });

  describe('invoices', () => {
    const invoice = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
      id: '7f2c1d2e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
      orderId: 'o1',
      sellerId: 'seller-1',
      kind: 'invoice',
      number: 'AMS/2627/000001',
      issuedOn: '2026-11-21',
      totalPaise: 10_500,
      ...overrides,
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it("lists the part's invoice and credit note and saves each PDF with the seller's token", async () => {
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      const credit = invoice({ id: 'cn-1', kind: 'credit-note', number: 'AMSC/2627/000001' });
      const { u, api } = await openOrders([makeOrder({ orderStatus: 'returned' })], {
        'GET /api/orders/o1/invoices': () => jsonResponse({ success: true, invoices: [invoice(), credit] }),
        'GET /api/invoices/cn-1/pdf': () => ({ ...jsonResponse(null), blob: async () => pdf }) as Response,
      });
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:credit'), revokeObjectURL: jest.fn() });
      let saved: string | undefined;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved = this.download;
      });
      await screen.findByRole('table');
      await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));

      const documents = await screen.findByRole('region', { name: 'Invoices and Credit Notes' });
      expect(await within(documents).findByRole('button', { name: 'Download invoice' })).toBeVisible();
      expect(within(documents).getByText('AMS/2627/000001')).toBeVisible();
      await u.click(within(documents).getByRole('button', { name: 'Credit note AMSC/2627/000001' }));

      await waitFor(() => expect(saved).toBe('AMSC/2627/000001.pdf'));
      expect(bearer(callsTo(api, 'GET', '/api/orders/o1/invoices')[0].init)).toBe('s-tok');
      expect(bearer(callsTo(api, 'GET', '/api/invoices/cn-1/pdf')[0].init)).toBe('s-tok');
    });

    it('shows no documents for a part that has not shipped, and does not ask for them', async () => {
      const { u, api } = await openOrders([ravi]);
      await screen.findByRole('table');
      await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));
      expect(await screen.findByRole('region', { name: 'Order Items' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Invoices and Credit Notes' })).not.toBeInTheDocument();
      expect(callsTo(api, 'GET', '/api/orders/o2/invoices')).toHaveLength(0);
    });
  });

  it("shows when the seller's part should arrive: the estimate made at placement, else the older date", async () => {
    const estimated = makeOrder({
      _id: 'o3',
      orderNumber: 'TH-1003',
      delivery: {
        zone: 'B',
        dispatchBy: '2026-11-24',
        earliest: '2026-11-25',
        latest: '2026-11-26',
        minDays: 1,
        maxDays: 2,
        label: 'Delivery by Thu, 26 Nov',
      },
    });
    const { u } = await openOrders([estimated, asha]);
    await screen.findByRole('table');
    const eta = () => within(screen.getByRole('region', { name: 'Order Items' })).getByText('Estimated delivery');
    await u.click(within(rows()[0]).getByRole('button', { name: 'View' }));
    expect(eta().nextElementSibling).toHaveTextContent('Delivery by Thu, 26 Nov');
    await u.click(screen.getByRole('button', { name: 'Back to Orders' }));
    await u.click(within(rows()[1]).getByRole('button', { name: 'View' }));
    expect(eta().nextElementSibling).toHaveTextContent('27 Nov 2026');
  });

  it('reads the orders again every minute while the Orders tab is open, and when the window regains focus', async () => {
    jest.useFakeTimers();
    try {
      const { api } = await openDashboard({ orders: [asha] });
      const u = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await u.click(screen.getByRole('tab', { name: 'Orders' }));
      await screen.findByRole('table');
      const reads = () => callsTo(api, 'GET', '/api/orders/seller/orders').length;
      const first = reads();
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(reads()).toBe(first + 1));

      await u.click(screen.getByRole('tab', { name: 'Profile' }));
      await act(async () => jest.advanceTimersByTimeAsync(120_000));
      expect(reads()).toBe(first + 1);
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(reads()).toBe(first + 2));
    } finally {
      jest.useRealTimers();
    }
  });
});
