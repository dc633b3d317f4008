import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, type OrderStatus, type SellerOrder } from '@thindi/contracts';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { makeOrder, makeOrderItem } from '../../../../../test/orders';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { FUTURE_PACKED_ON_MESSAGE, indiaToday } from './ship-model';

type U = ReturnType<typeof userEvent.setup>;
const PACK_ID = '7f1d9c52-8d5c-4a8e-9b0e-3f1c2a4b5c6d';
const PRODUCT_1 = '0b6f3c1e-5a43-4c7e-9a57-0d7c1c9e2b11';
const PRODUCT_2 = '5d0c7f4e-4f0a-4bb1-9d36-0f6a3c1f2e01';
const REFUSAL =
  'Kaju Katli (500 g) packed on 1 Nov 2026 would have 2 of its 20 days left by 12 Dec 2026: ship one packed on or after 18 Nov 2026';

/** A processing part, shipped from the list's quick 'Ship'; the server answers `answer` to the PATCH. */
async function openShipDialog(items: SellerOrder['items'], answer?: () => Response) {
  let status: OrderStatus = 'processing';
  const order = () => makeOrder({ _id: 'o1', orderNumber: 'TH-1001', items, orderStatus: status });
  const view = await openDashboard({
    orders: () => [order()],
    handlers: {
      'PATCH /api/orders/o1/status': (body: unknown) => {
        const refused = answer?.();
        if (refused) return refused;
        status = (body as { status: OrderStatus }).status;
        return jsonResponse({ success: true, message: 'Updated', order: order() });
      },
    },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Orders' }));
  const row = (await screen.findByText('#TH-1001')).closest('tr') as HTMLElement;
  await u.click(within(row).getByRole('button', { name: 'Ship' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Ship order #TH-1001' }));
  return { ...view, u, dialog };
}

const sent = (api: Awaited<ReturnType<typeof openDashboard>>['api']) =>
  callsTo(api, 'PATCH', '/api/orders/o1/status').map((c) => JSON.parse(String(c.init.body)) as unknown);

async function setDate(u: U, input: HTMLElement, date: string) {
  await u.clear(input);
  await u.type(input, date);
}

describe("the seller's ship dialog", () => {
  it('sends the day the part was packed, today in India unless changed, and never a later day', async () => {
    const { api, u, dialog } = await openShipDialog([makeOrderItem(1, { productId: PRODUCT_1 })]);
    const packedOn = dialog.getByLabelText(/^Packed on/);
    const today = indiaToday();
    expect(packedOn).toHaveValue(today);
    expect(packedOn).toHaveAttribute('max', today);
    expect(dialog.queryByLabelText('Some items were packed on another day')).not.toBeInTheDocument();

    await setDate(u, packedOn, addDays(today, 1));
    await u.click(dialog.getByRole('button', { name: 'Confirm shipping' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(FUTURE_PACKED_ON_MESSAGE);
    expect(sent(api)).toHaveLength(0);

    await setDate(u, packedOn, addDays(today, -3));
    await u.click(dialog.getByRole('button', { name: 'Confirm shipping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(api)).toEqual([{ status: 'shipped', packedOn: addDays(today, -3) }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Order status updated to Shipped successfully!');
  });

  it('gives a line of a part of several its own packed-on day, naming its pack', async () => {
    const { api, u, dialog } = await openShipDialog([
      makeOrderItem(1, { productId: PRODUCT_1, productName: 'Murukku' }),
      makeOrderItem(2, { productId: PRODUCT_2, variantId: PACK_ID, productName: 'Kaju Katli', weight: '500 g' }),
    ]);
    const today = indiaToday();
    await u.click(dialog.getByLabelText('Some items were packed on another day'));
    await setDate(u, dialog.getByLabelText(/^Packed on: Kaju Katli \(500 g\)/), addDays(today, -2));
    await u.click(dialog.getByRole('button', { name: 'Confirm shipping' }));

    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toEqual({
      status: 'shipped',
      packedOn: today,
      lines: [{ productId: PRODUCT_2, variantId: PACK_ID, packedOn: addDays(today, -2) }],
    });
  });

  it('shows why the order service refused the shipping, in the dialog, which stays open for another date', async () => {
    const { api, u, dialog } = await openShipDialog([makeOrderItem(1, { productId: PRODUCT_1 })], () =>
      jsonResponse({ success: false, message: REFUSAL }, 409),
    );
    await u.click(dialog.getByRole('button', { name: 'Confirm shipping' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(screen.getByRole('dialog', { name: 'Ship order #TH-1001' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Confirm shipping' })).toBeEnabled();
    expect(sent(api)).toHaveLength(1);
  });
});
