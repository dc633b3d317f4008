import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '@thindi/contracts';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { makeOrder } from '../../../../../test/orders';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { indiaToday } from './ship-model';

describe("the seller's status form", () => {
  it('sends a note with its own move only: the delivery after a shipping note goes without it', async () => {
    let status: OrderStatus = 'confirmed';
    const order = () => makeOrder({ _id: 'o2', id: 'o2', orderNumber: 'TH-1002', orderStatus: status });
    const { api } = await openDashboard({
      orders: () => [order()],
      handlers: {
        'PATCH /api/orders/o2/status': (body: unknown) => {
          status = (body as { status: OrderStatus }).status;
          return jsonResponse({ success: true, message: 'Updated', order: order() });
        },
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Orders' }));
    const row = (await screen.findByText('#TH-1002')).closest('tr') as HTMLElement;
    await u.click(within(row).getByRole('button', { name: 'View' }));

    await u.type(screen.getByLabelText('Tracking Number'), 'DTDC-7781');
    await u.type(screen.getByLabelText('Note'), 'Sent by DTDC from Madurai');
    await u.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    await u.click(await screen.findByRole('button', { name: 'Confirm shipping' }));
    await u.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));

    await waitFor(() => expect(callsTo(api, 'PATCH', '/api/orders/o2/status')).toHaveLength(2));
    const [shipped, delivered] = callsTo(api, 'PATCH', '/api/orders/o2/status').map((c) =>
      JSON.parse(String(c.init.body)),
    );
    expect(shipped).toEqual({
      status: 'shipped',
      trackingNumber: 'DTDC-7781',
      note: 'Sent by DTDC from Madurai',
      packedOn: indiaToday(),
    });
    expect(delivered).toEqual({ status: 'delivered', trackingNumber: 'DTDC-7781' });
  });
});
