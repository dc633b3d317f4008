import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { makeOrder } from '../../../../../test/orders';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const CANCEL_PATH = '/api/orders/o1/parts/seller-1/cancel';

/** Opens the dashboard's Orders tab and the detail of order o1 (TH-1001). */
async function openOrder(orders: () => object[], handlers = {}) {
  const view = await openDashboard({ orders, handlers });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Orders' }));
  const row = within(await screen.findByRole('table')).getAllByRole('row')[1];
  await u.click(within(row).getByRole('button', { name: 'View' }));
  await screen.findByRole('heading', { name: 'Order #TH-1001' });
  return { ...view, u };
}

describe('a seller cancelling its part of an order', () => {
  it.each<OrderStatus>(['pending', 'confirmed', 'processing'])(
    'offers Cancel my part while it is %s',
    async (status) => {
      await openOrder(() => [makeOrder({ orderStatus: status })]);
      expect(screen.getByRole('button', { name: 'Cancel my part' })).toBeVisible();
    },
  );

  it.each<OrderStatus>(['shipped', 'delivered', 'cancelled'])('offers no cancel once it is %s', async (status) => {
    await openOrder(() => [makeOrder({ orderStatus: status })]);
    expect(screen.queryByRole('button', { name: 'Cancel my part' })).not.toBeInTheDocument();
  });

  it('sends the reason it typed, the submit waiting for one, and shows the part cancelled', async () => {
    let status: OrderStatus = 'processing';
    const { u, api } = await openOrder(() => [makeOrder({ orderStatus: status })], {
      [`PATCH ${CANCEL_PATH}`]: () => {
        status = 'cancelled';
        const order = makeOrder({ orderStatus: status });
        return jsonResponse({ success: true, message: 'Order part cancelled successfully', order });
      },
    });
    await u.click(screen.getByRole('button', { name: 'Cancel my part' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your part of order #TH-1001?' });
    const submit = within(dialog).getByRole('button', { name: 'Cancel my part' });
    expect(submit).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await u.type(reason, '   ');
    expect(submit).toBeDisabled();
    await u.type(reason, 'Murukku ran out of stock');
    expect(submit).toBeEnabled();
    await u.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent('Order part cancelled successfully');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my part' })).not.toBeInTheDocument();
    const [patch] = callsTo(api, 'PATCH', CANCEL_PATH);
    expect(JSON.parse(String(patch.init.body))).toEqual({ reason: 'Murukku ran out of stock' });
    expect(bearer(patch.init)).toBe('s-tok');
  });

  it("shows the server's message when the cancel is refused, and Keep my part leaves it as it was", async () => {
    const { u, api } = await openOrder(() => [makeOrder({ orderStatus: 'confirmed' })], {
      [`PATCH ${CANCEL_PATH}`]: () =>
        jsonResponse({ success: false, message: 'The part from Amma Sweets cannot be cancelled: it has shipped' }, 409),
    });
    await u.click(screen.getByRole('button', { name: 'Cancel my part' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your part of order #TH-1001?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep my part' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(api, 'PATCH', CANCEL_PATH)).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Cancel my part' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your part of order #TH-1001?' });
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No stock');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel my part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The part from Amma Sweets cannot be cancelled: it has shipped',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Confirmed');
  });

  it("shows the server's 400 message when it asks for a reason", async () => {
    const message = 'reason is required: tell the shopper why you cancel your part of the order';
    const { u } = await openOrder(() => [makeOrder()], {
      [`PATCH ${CANCEL_PATH}`]: () => jsonResponse({ success: false, message }, 400),
    });
    await u.click(screen.getByRole('button', { name: 'Cancel my part' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your part of order #TH-1001?' });
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'x');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel my part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
