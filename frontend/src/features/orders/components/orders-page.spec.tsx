import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../test/render-app';
import type { Fulfilment, InvoiceSummary } from '@thindi/contracts';
import { makeDeliveryDates } from '../../../../test/delivery';
import { makePublicConfig } from '../../../../test/public-config';
import type { Order, OrderItem, OrderStatus } from '../api/orders.api';

const item = (n: number): OrderItem => ({
  product: `p${n}`,
  productId: `p${n}`,
  variantId: null,
  variantLabel: '200g',
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
    deliveryLabel: 'Delivery by Fri, 27 Nov',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** One seller's part of an order, on its way with an estimate unless told otherwise. */
const part = (overrides: Partial<Fulfilment> = {}): Fulfilment => ({
  sellerId: 's1',
  sellerName: 'Amma Sweets & Snacks',
  status: 'confirmed',
  sellerSubtotal: 100,
  trackingNumber: null,
  note: null,
  history: [],
  delivery: makeDeliveryDates(),
  ...overrides,
});
const malabar = (overrides: Partial<Fulfilment> = {}) =>
  part({
    sellerId: 's2',
    sellerName: 'Malabar Spice House',
    delivery: makeDeliveryDates({
      zone: 'D',
      earliest: '2026-12-02',
      latest: '2026-12-05',
      label: 'Delivery by Sat, 5 Dec',
    }),
    ...overrides,
  });

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

  it('names the pack of each line beside the product, on the card and on the order page', async () => {
    const kilo = { ...item(1), productName: 'Mysore Pak', variantId: 'pak-1000', variantLabel: '1 kg', quantity: 2 };
    serve(() => [makeOrder({ items: [kilo] })]);
    const { router } = renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
    expect(within(card).getByText('Mysore Pak · 1 kg × 2')).toBeVisible();

    await act(() => router.navigate('/orders/o1'));

    const items = await screen.findByRole('region', { name: 'Items' });
    const line = within(items).getByRole('listitem');
    expect(line).toHaveTextContent('Mysore Pak · 1 kg');
    expect(line).toHaveTextContent('Qty 2');
  });

  it('opens an order at /orders/:id with a truthful timeline, history and tracking number, and Back returns', async () => {
    serve(() => [
      makeOrder({
        orderStatus: 'shipped',
        trackingNumber: 'TRK123',
        orderHistory: [
          { status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' },
          { status: 'confirmed', note: '', timestamp: '2026-11-20T12:00:00.000Z' },
          { status: 'shipped', note: 'Sent by courier', timestamp: '2026-11-21T10:00:00.000Z' },
        ],
      }),
    ]);
    const { router } = renderApp('/orders');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('link', { name: 'Track Order' }));

    await screen.findByRole('region', { name: 'Order tracking' });
    expect(currentUrl(router)).toBe('/orders/o1');
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    // Processing was skipped: it stays unlit.
    expect(steps.map((s) => s.getAttribute('data-reached'))).toEqual(['true', 'true', 'false', 'true', 'false']);
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('TRK123');
    expect(screen.getByText(/Sent by courier/)).toBeVisible();
    expect(screen.getByText('Estimated Delivery')).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveClass('bg-purple-100');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByRole('article', { name: 'Order #TH-1001' })).toBeVisible();
    expect(currentUrl(router)).toBe('/orders');
  });

  it('cancels a pending order with the reason chosen in the dialog; Keep Order changes nothing', async () => {
    let status: OrderStatus = 'pending';
    const history = (): Order['orderHistory'] =>
      status === 'cancelled'
        ? [
            { status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' },
            { status: 'cancelled', note: 'Found a better price', timestamp: '2026-11-20T11:00:00.000Z' },
          ]
        : [{ status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' }];
    const api = serve(() => [makeOrder({ orderStatus: status, orderHistory: history() })], {
      'PATCH /api/orders/o1/cancel': () => {
        status = 'cancelled';
        return jsonResponse({ success: true, message: 'Cancelled', order: makeOrder({ orderStatus: status }) });
      },
    });
    renderApp('/orders');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel order #TH-1001?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.init.method === 'PATCH')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Cancel Order' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel order #TH-1001?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a reason');
    for (const reason of [
      'Ordered by mistake',
      'Found a better price',
      'Delivery is too slow',
      'Need to change the address',
      'Other',
    ]) {
      expect(within(dialog).getByRole('radio', { name: reason })).not.toBeChecked();
    }
    await u.click(within(dialog).getByRole('radio', { name: 'Found a better price' }));
    await u.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    const patch = api.requests.find((r) => r.init.method === 'PATCH');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ reason: 'Found a better price' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('link', { name: 'Track Order' }));
    expect(await screen.findByTestId('cancel-reason')).toHaveTextContent('Reason: Found a better price');
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Estimated Delivery')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Not charged');
  });

  it('cancels a confirmed order from its own page with a reason', async () => {
    let status: OrderStatus = 'confirmed';
    const api = serve(() => [makeOrder({ orderStatus: status })], {
      'PATCH /api/orders/o1/cancel': () => {
        status = 'cancelled';
        return jsonResponse({ success: true, message: 'Cancelled', order: makeOrder({ orderStatus: status }) });
      },
    });
    renderApp('/orders/o1');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #TH-1001?' });
    await u.click(within(dialog).getByRole('radio', { name: 'Delivery is too slow' }));
    await u.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    const patch = api.requests.find((r) => r.init.method === 'PATCH');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ reason: 'Delivery is too slow' });
  });

  it("shows the order's items, address and payment state on its own page", async () => {
    serve(() => [
      makeOrder({
        items: [item(1), { ...item(2), quantity: 2 }],
        paymentMethod: 'upi',
        paymentStatus: 'awaiting_payment',
      }),
    ]);
    renderApp('/orders/o1');
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Snack 1')).toBeVisible();
    expect(within(items).getByText('₹200.00')).toBeVisible();
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('12 Gandhi Road');
    expect(address).toHaveTextContent('Chennai, Tamil Nadu 600001');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('UPI');
    expect(within(payment).getByTestId('payment-state')).toHaveTextContent('Awaiting payment');
  });

  it('shows the money in the lines of the cart and checkout: units, shipping, tax, round off and total', async () => {
    serve(() => [
      makeOrder({
        items: [item(1), { ...item(2), quantity: 2 }],
        subtotal: 300,
        shippingCost: 50,
        tax: 15.4,
        totalAmount: 365,
      }),
      makeOrder({
        _id: 'o2',
        id: 'o2',
        orderNumber: 'TH-1002',
        subtotal: 600,
        shippingCost: 0,
        tax: 30,
        totalAmount: 630,
      }),
    ]);
    const { router } = renderApp('/orders/o1');
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Subtotal (3 items)')).toBeVisible();
    expect(within(items).getByTestId('order-subtotal')).toHaveTextContent('₹300.00');
    expect(within(items).getByTestId('order-shipping')).toHaveTextContent('₹50.00');
    expect(within(items).getByTestId('order-tax')).toHaveTextContent('₹15.40');
    expect(within(items).getByTestId('order-round-off')).toHaveTextContent('−₹0.40');
    expect(within(items).getByTestId('order-total')).toHaveTextContent('₹365.00');

    await act(() => router.navigate('/orders/o2'));
    const other = await screen.findByRole('region', { name: 'Items' });
    expect(await within(other).findByText('Subtotal (1 item)')).toBeVisible();
    expect(within(other).getByTestId('order-shipping')).toHaveTextContent('FREE');
    expect(within(other).queryByText('Round off')).not.toBeInTheDocument();
    expect(within(other).getByTestId('order-total')).toHaveTextContent('₹630.00');
  });

  it("says an order that is not the shopper's is not found, with the way back", async () => {
    serve(() => [makeOrder()]);
    renderApp('/orders/someone-else');
    expect(await screen.findByText('Order not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });

  it('refreshes on focus and visibility and updates the open tracking view', async () => {
    let status: OrderStatus = 'pending';
    const api = serve(() => [makeOrder({ orderStatus: status })]);
    renderApp('/orders');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('link', { name: 'Track Order' }));
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

  describe('estimated delivery', () => {
    it("shows each seller's delivery date on the card and in the tracking view", async () => {
      serve(() => [makeOrder({ orderStatus: 'confirmed', fulfilments: [part(), malabar()] })]);
      renderApp('/orders');
      const u = userEvent.setup();
      const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
      const onCard = within(card).getByRole('list', { name: 'Estimated delivery' });
      expect(within(onCard).getByText('Amma Sweets & Snacks: Delivery by Thu, 26 Nov')).toBeVisible();
      expect(within(onCard).getByText('Malabar Spice House: Delivery by Sat, 5 Dec')).toBeVisible();

      await u.click(within(card).getByRole('link', { name: 'Track Order' }));
      const tracking = await screen.findByRole('region', { name: 'Order tracking' });
      expect(within(tracking).getByText('Estimated Delivery')).toBeVisible();
      expect(within(tracking).getByText('Amma Sweets & Snacks: Delivery by Thu, 26 Nov')).toBeVisible();
      expect(within(tracking).getByText('Malabar Spice House: Delivery by Sat, 5 Dec')).toBeVisible();
    });

    it('falls back to the order estimate for a part placed before estimates', async () => {
      serve(() => [makeOrder({ fulfilments: [part({ delivery: null })] })]);
      renderApp('/orders');
      const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
      expect(within(card).getByText('Amma Sweets & Snacks: Delivery by Fri, 27 Nov')).toBeVisible();
    });

    it('leaves out parts cancelled or delivered, and the whole estimate of a settled order', async () => {
      serve(() => [
        makeOrder({ orderStatus: 'confirmed', fulfilments: [part({ status: 'cancelled' }), malabar()] }),
        makeOrder({
          _id: 'o2',
          id: 'o2',
          orderNumber: 'TH-1002',
          orderStatus: 'delivered',
          fulfilments: [part({ status: 'delivered' })],
        }),
        makeOrder({
          _id: 'o3',
          id: 'o3',
          orderNumber: 'TH-1003',
          orderStatus: 'cancelled',
          fulfilments: [part({ status: 'cancelled' })],
        }),
      ]);
      renderApp('/orders');
      const partly = await screen.findByRole('article', { name: 'Order #TH-1001' });
      expect(within(partly).getByText('Malabar Spice House: Delivery by Sat, 5 Dec')).toBeVisible();
      expect(within(partly).queryByText(/Amma Sweets & Snacks:/)).not.toBeInTheDocument();
      for (const settled of ['Order #TH-1002', 'Order #TH-1003']) {
        const card = screen.getByRole('article', { name: settled });
        expect(within(card).queryByRole('list', { name: 'Estimated delivery' })).not.toBeInTheDocument();
        expect(within(card).queryByText(/Delivery by/)).not.toBeInTheDocument();
      }
    });
  });

  describe('invoices', () => {
    const invoice = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
      id: '7f2c1d2e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
      orderId: 'o1',
      sellerId: 's1',
      kind: 'invoice',
      number: 'AMMA/26-27/0001',
      issuedOn: '2026-11-21',
      totalPaise: 10500,
      ...overrides,
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('offers the invoice of a shipped part and saves the PDF under its number', async () => {
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      const api = serve(() => [makeOrder({ orderStatus: 'shipped', fulfilments: [part({ status: 'shipped' })] })], {
        'GET /api/orders/o1/invoices': () => jsonResponse({ success: true, invoices: [invoice()] }),
        [`GET /api/invoices/${invoice().id}/pdf`]: () => ({ ...jsonResponse(null), blob: async () => pdf }) as Response,
      });
      const createObjectURL = jest.fn(() => 'blob:invoice');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      let saved: string | undefined;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved = this.download;
      });
      renderApp('/orders');

      const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
      const button = await within(card).findByRole('button', { name: 'Download invoice' });
      expect(within(card).getByText('AMMA/26-27/0001')).toBeVisible();
      await userEvent.setup().click(button);

      await waitFor(() => expect(saved).toBe('AMMA/26-27/0001.pdf'));
      expect(createObjectURL).toHaveBeenCalledWith(pdf);
      const download = api.requests.find((r) => r.url.pathname.endsWith('/pdf'));
      expect(bearer(download!.init)).toBe('cust-token');
    });

    it('names bills of supply and credit notes, each under the part of the seller who issued it, and the delivery invoice', async () => {
      serve(
        () => [
          makeOrder({
            orderStatus: 'delivered',
            fulfilments: [part({ status: 'delivered' }), malabar({ status: 'shipped' })],
          }),
        ],
        {
          'GET /api/orders/o1/invoices': () =>
            jsonResponse({
              success: true,
              invoices: [
                invoice(),
                invoice({ id: 'cn-1', kind: 'credit-note', number: 'AMMA/26-27/CN-0001' }),
                invoice({ id: 'bos-1', sellerId: 's2', kind: 'bill-of-supply', number: 'MSH/0007' }),
                invoice({ id: 'thd-1', sellerId: 'platform', number: 'THD/2627/000001' }),
              ],
            }),
        },
      );
      renderApp('/orders');
      const list = await screen.findByRole('list', { name: 'Invoices' });
      expect(within(list).getAllByRole('button', { name: 'Download invoice' })).toHaveLength(2);
      expect(within(list).getByRole('button', { name: 'Credit note AMMA/26-27/CN-0001' })).toBeVisible();
      // The platform's own invoice for the delivery charge, under its own heading.
      expect(within(list).getByText('Delivery charge (Thindi)')).toBeVisible();
      expect(within(list).getByText('THD/2627/000001')).toBeVisible();
      expect(within(list).getByRole('button', { name: 'Download bill of supply' })).toBeVisible();
      expect(within(list).getByText('MSH/0007')).toBeVisible();
    });

    it("marks a returned part and offers its credit note beside the other part's invoice", async () => {
      const api = serve(
        () => [
          makeOrder({
            orderStatus: 'delivered',
            fulfilments: [part({ status: 'returned' }), malabar({ status: 'delivered' })],
          }),
        ],
        {
          'GET /api/orders/o1/invoices': () =>
            jsonResponse({
              success: true,
              invoices: [
                invoice(),
                invoice({ id: 'cn-1', kind: 'credit-note', number: 'AMMAC/2627/000001' }),
                invoice({ id: 'msh-1', sellerId: 's2', number: 'MSH/2627/000007' }),
              ],
            }),
        },
      );
      renderApp('/orders');
      const list = await screen.findByRole('list', { name: 'Invoices' });
      const amma = within(list).getByText('Amma Sweets & Snacks').closest('li')!;
      expect(within(amma).getByTestId('order-status')).toHaveTextContent('Returned');
      expect(within(amma).getByRole('button', { name: 'Credit note AMMAC/2627/000001' })).toBeVisible();
      const house = within(list).getByText('Malabar Spice House').closest('li')!;
      expect(within(house).queryByTestId('order-status')).not.toBeInTheDocument();
      expect(within(house).getByText('MSH/2627/000007')).toBeVisible();
      // Still delivered as a whole: one of its parts was kept.
      const card = screen.getByRole('article', { name: 'Order #TH-1001' });
      expect(within(card).getAllByTestId('order-status')[0]).toHaveTextContent('Delivered');
      expect(api.calls.some((url) => url.pathname === '/api/orders/o1/invoices')).toBe(true);
    });

    it('shows a returned order as Returned, its timeline as it went up to delivered, and no delivery estimate', async () => {
      serve(() => [
        makeOrder({
          orderStatus: 'returned',
          fulfilments: [part({ status: 'returned' })],
          orderHistory: [
            { status: 'pending', note: 'Order placed', timestamp: '2026-11-20T10:00:00.000Z' },
            { status: 'confirmed', note: '', timestamp: '2026-11-20T12:00:00.000Z' },
            { status: 'shipped', note: '', timestamp: '2026-11-21T10:00:00.000Z' },
            { status: 'delivered', note: 'Order delivered', timestamp: '2026-11-22T10:00:00.000Z' },
            { status: 'returned', note: 'Pack arrived crushed', timestamp: '2026-11-23T10:00:00.000Z' },
          ],
        }),
      ]);
      renderApp('/orders');
      const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
      expect(within(card).getByTestId('order-status')).toHaveTextContent('Returned');
      expect(within(card).queryByRole('list', { name: 'Estimated delivery' })).not.toBeInTheDocument();
      await userEvent.setup().click(within(card).getByRole('link', { name: 'Track Order' }));

      const steps = within(await screen.findByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
      expect(steps.map((s) => s.getAttribute('data-reached'))).toEqual(['true', 'true', 'false', 'true', 'true']);
      expect(screen.getByText('This order was returned. Your refund follows.')).toBeVisible();
      expect(screen.getByText(/Pack arrived crushed/)).toBeVisible();
    });

    it('shows no invoice for a pending part and does not ask for them', async () => {
      const api = serve(() => [makeOrder({ orderStatus: 'pending', fulfilments: [part({ status: 'pending' })] })]);
      renderApp('/orders');
      const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
      expect(within(card).getByRole('link', { name: 'Track Order' })).toBeVisible();
      expect(within(card).queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
      expect(api.calls.some((url) => url.pathname.endsWith('/invoices'))).toBe(false);
    });
  });

  describe('an unpaid UPI order', () => {
    const upi = (overrides: Partial<Order> = {}) =>
      makeOrder({
        paymentMethod: 'upi',
        paymentStatus: 'awaiting_payment',
        payment: {
          utr: null,
          utrSubmittedAt: null,
          paidAt: null,
          paidBy: null,
          payBy: new Date(Date.now() + 5 * 3600_000).toISOString(),
        },
        ...overrides,
      });
    const config = { 'GET /api/config': () => jsonResponse(makePublicConfig()) };

    it("reads 'Awaiting payment' on its card, not only 'Pending', with 'Pay now' to its page", async () => {
      serve(() => [upi()], config);
      const { router } = renderApp('/orders');
      const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
      expect(within(card).getByTestId('payment-badge')).toHaveTextContent('Awaiting payment');
      expect(within(card).getByTestId('payment-badge')).toHaveClass('bg-red-100');
      expect(within(card).getByText(/pay ₹155\.00 by UPI/)).toBeVisible();

      await userEvent.setup().click(within(card).getByRole('link', { name: 'Pay now' }));

      expect(await screen.findByRole('region', { name: 'Pay by UPI' })).toBeVisible();
      expect(currentUrl(router)).toBe('/orders/o1');
    });

    it('shows the QR code, the UPI app link and the UTR box first on its page, above the items', async () => {
      serve(() => [upi()], config);
      renderApp('/orders/o1');
      const pay = await screen.findByRole('region', { name: 'Pay by UPI' });
      const items = screen.getByRole('region', { name: 'Items' });
      const progress = screen.getByRole('list', { name: 'Order progress' });
      for (const later of [items, progress]) {
        expect(pay.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
      expect(await within(pay).findByRole('img', { name: 'UPI QR code to pay ₹155.00' })).toBeVisible();
      expect(within(pay).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^upi:\/\/pay\?/),
      );
      expect(within(pay).getByRole('form', { name: 'UPI payment reference' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '#pay-by-upi');
      expect(screen.getByTestId('payment-badge')).toHaveTextContent('Awaiting payment');
      // Paid from the top only: the payment section below does not repeat the panel.
      expect(screen.getAllByRole('region', { name: 'Pay by UPI' })).toHaveLength(1);
    });

    it('asks nothing more once paid, or of an order cancelled unpaid, or of cash on delivery', async () => {
      serve(
        () => [
          upi({ paymentStatus: 'paid' }),
          upi({ _id: 'o2', id: 'o2', orderNumber: 'TH-1002', orderStatus: 'cancelled', paymentStatus: 'expired' }),
          makeOrder({ _id: 'o3', id: 'o3', orderNumber: 'TH-1003' }),
        ],
        config,
      );
      renderApp('/orders');
      await screen.findByRole('article', { name: 'Order #TH-1001' });
      expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('payment-badge')).not.toBeInTheDocument();
    });
  });

  describe('cash on delivery', () => {
    it("reads 'Paid on delivery' once delivered, not 'To be paid on delivery'", async () => {
      serve(() => [
        makeOrder({ orderStatus: 'delivered', paymentStatus: 'paid', fulfilments: [part({ status: 'delivered' })] }),
      ]);
      renderApp('/orders/o1');
      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(within(payment).getByTestId('payment-state')).toHaveTextContent('Paid on delivery');
      expect(payment).not.toHaveTextContent('To be paid');
    });

    it("shows each seller's part paid as it is delivered, while the rest is still to be paid", async () => {
      serve(() => [
        makeOrder({
          orderStatus: 'shipped',
          fulfilments: [part({ status: 'delivered' }), malabar({ status: 'shipped' })],
        }),
      ]);
      renderApp('/orders/o1');
      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(within(payment).getByTestId('payment-state')).toHaveTextContent('To be paid on delivery');
      const parts = within(payment).getByRole('list', { name: 'Payment per seller' });
      expect(
        within(parts)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Amma Sweets & Snacks: Paid on delivery', 'Malabar Spice House: To be paid on delivery']);
    });
  });

  describe('consent to the terms', () => {
    it('says which terms the shopper agreed to at checkout, and when in India', async () => {
      serve(() => [makeOrder({ consent: { policyVersion: '2026-12-01', agreedAt: '2026-12-02T11:00:00.000Z' } })]);
      renderApp('/orders/o1');
      expect(
        await screen.findByText(
          /^You agreed to the Terms and the Returns & Refunds policy, version 2026-12-01, on 2 Dec 2026, 4:30\s?pm$/i,
        ),
      ).toBeVisible();
    });

    it('says nothing of consent for an order placed without it', async () => {
      serve(() => [makeOrder({ consent: null })]);
      renderApp('/orders/o1');
      await screen.findByRole('heading', { level: 1, name: 'Order #TH-1001' });
      expect(screen.queryByText(/You agreed to the Terms/)).not.toBeInTheDocument();
    });
  });
});
