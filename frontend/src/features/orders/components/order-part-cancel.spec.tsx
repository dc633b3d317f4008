import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCEL_REASONS, deriveOrderStatus, type Fulfilment, type Order, type OrderStatus } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { renderApp } from '../../../../test/render-app';

const AMMA = 'Amma Sweets & Snacks';
const MALABAR = 'Malabar Spice House';

const part = (sellerId: string, sellerName: string, status: OrderStatus, note = ''): Fulfilment => ({
  sellerId,
  sellerName,
  status,
  sellerSubtotal: 100,
  trackingNumber: null,
  note: null,
  history: note ? [{ status, note, timestamp: '2026-11-21T10:00:00.000Z' }] : [],
  delivery: null,
});

/** A cash-on-delivery order from Amma (s1) and Malabar (s2) in the statuses given; its status follows its parts. */
function twoSellerOrder(amma: OrderStatus, malabar: OrderStatus, malabarNote = ''): Order {
  const order = makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending', payment: undefined });
  return {
    ...order,
    orderNumber: 'TH-1001',
    orderStatus: deriveOrderStatus([amma, malabar]),
    fulfilments: [part('s1', AMMA, amma), part('s2', MALABAR, malabar, malabarNote)],
  };
}

function serve(orders: () => Order[], extra: Parameters<typeof mockApi>[0] = {}) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: orders() }),
    ...extra,
  });
}

const cancelItemsFrom = (seller: string) => ({ name: `Cancel the items from ${seller}` });

describe("cancelling one seller's part of an order", () => {
  it('offers no whole cancel once a part has shipped, only the cancel of each part not yet on its way', async () => {
    serve(() => [twoSellerOrder('shipped', 'confirmed')]);
    const { router } = renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-1001' });
    expect(within(card).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    await act(() => router.navigate('/orders/o1'));
    const parts = await screen.findByRole('region', { name: 'Sellers in this order' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(within(parts).getByRole('button', cancelItemsFrom(MALABAR))).toBeVisible();
    expect(within(parts).queryByRole('button', cancelItemsFrom(AMMA))).not.toBeInTheDocument();
  });

  it('offers both the whole cancel and each part of a two-seller order while nothing has shipped', async () => {
    serve(() => [twoSellerOrder('pending', 'confirmed')]);
    renderApp('/orders/o1');
    const parts = await screen.findByRole('region', { name: 'Sellers in this order' });
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    expect(within(parts).getByRole('button', cancelItemsFrom(AMMA))).toBeVisible();
    expect(within(parts).getByRole('button', cancelItemsFrom(MALABAR))).toBeVisible();
  });

  it('offers no part cancel in an order from one seller, nor for a part already processing', async () => {
    const single = { ...twoSellerOrder('pending', 'pending'), fulfilments: [part('s1', AMMA, 'pending')] };
    serve(() => [single, { ...twoSellerOrder('processing', 'processing'), _id: 'o2', orderNumber: 'TH-1002' }]);
    const { router } = renderApp('/orders/o1');
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cancel the items from/ })).not.toBeInTheDocument();

    await act(() => router.navigate('/orders/o2'));
    await screen.findByRole('heading', { name: 'Order #TH-1002' });
    expect(screen.queryByRole('button', { name: /^Cancel the items from/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('cancels the part with the reason chosen in the same dialog, and shows it cancelled with its reason', async () => {
    let malabar: OrderStatus = 'confirmed';
    const api = serve(
      () => [twoSellerOrder('shipped', malabar, malabar === 'cancelled' ? 'Delivery is too slow' : '')],
      {
        'PATCH /api/orders/o1/parts/s2/cancel': () => {
          malabar = 'cancelled';
          return jsonResponse({ success: true, message: 'Order part cancelled successfully', order: {} });
        },
      },
    );
    renderApp('/orders/o1');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', cancelItemsFrom(MALABAR)));
    const dialog = screen.getByRole('dialog', { name: `Cancel the items from ${MALABAR}?` });
    for (const reason of CANCEL_REASONS) expect(within(dialog).getByRole('radio', { name: reason })).not.toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel Items' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a reason');
    await u.click(within(dialog).getByRole('radio', { name: 'Delivery is too slow' }));
    await u.click(within(dialog).getByRole('button', { name: 'Cancel Items' }));

    const parts = screen.getByRole('region', { name: 'Sellers in this order' });
    await waitFor(() => expect(within(parts).queryByRole('button', cancelItemsFrom(MALABAR))).not.toBeInTheDocument());
    const house = within(parts).getByText(MALABAR).closest('li')!;
    expect(within(house).getByTestId('part-status')).toHaveTextContent('Cancelled');
    expect(house).toHaveTextContent('Reason: Delivery is too slow');
    const patch = api.requests.filter((r) => r.init.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0].url.pathname).toBe('/api/orders/o1/parts/s2/cancel');
    expect(JSON.parse(String(patch[0].init.body))).toEqual({ reason: 'Delivery is too slow' });
    expect(bearer(patch[0].init)).toBe('cust-token');
  });

  it("shows the server's message in the page when the part can no longer be cancelled", async () => {
    serve(() => [twoSellerOrder('pending', 'confirmed')], {
      'PATCH /api/orders/o1/parts/s1/cancel': () =>
        jsonResponse(
          {
            success: false,
            message: `The part from ${AMMA} cannot be cancelled: it has shipped`,
            code: 'ORDER.CANNOT_CANCEL',
          },
          409,
        ),
    });
    renderApp('/orders/o1');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', cancelItemsFrom(AMMA)));
    const dialog = screen.getByRole('dialog', { name: `Cancel the items from ${AMMA}?` });
    await u.click(within(dialog).getByRole('radio', { name: 'Ordered by mistake' }));
    await u.click(within(dialog).getByRole('button', { name: 'Cancel Items' }));

    const parts = screen.getByRole('region', { name: 'Sellers in this order' });
    expect(await within(parts).findByRole('alert')).toHaveTextContent(
      `The part from ${AMMA} cannot be cancelled: it has shipped`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
