import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmer } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { makeOrder } from '../../../../../test/orders';
import { makePublicConfig } from '../../../../../test/public-config';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const UTR = '412345678901';
const awaiting = makeOrder({
  _id: 'o1',
  orderNumber: 'TH-1001',
  paymentMethod: 'upi',
  paymentStatus: 'awaiting_payment',
  payment: { utr: UTR, utrSubmittedAt: '2026-11-20T10:05:00.000Z', paidAt: null, paidBy: null, payBy: null },
  orderTotal: 1060.5,
});
const shared = makeOrder({
  ...awaiting,
  _id: 'o2',
  id: 'o2',
  orderNumber: 'TH-1002',
  soleSeller: false,
  orderTotal: null,
});

const config = (paymentConfirmedBy: PaymentConfirmer) => () => jsonResponse(makePublicConfig({ paymentConfirmedBy }));

async function openOrder(
  orderNumber: string,
  {
    orders = [awaiting, shared] as object[] | (() => object[]),
    confirmer = 'seller' as PaymentConfirmer,
    handlers = {},
  } = {},
) {
  const view = await openDashboard({ orders, handlers: { 'GET /api/config': config(confirmer), ...handlers } });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Orders' }));
  const row = (await screen.findByText(`#${orderNumber}`)).closest('tr') as HTMLElement;
  await u.click(within(row).getByRole('button', { name: 'View' }));
  return { ...view, u, items: () => screen.getByRole('region', { name: 'Order Items' }) };
}

describe("the seller's payment of a UPI order", () => {
  it("shows it awaiting payment with the shopper's UTR, and 'Mark paid' when sellers confirm its own orders", async () => {
    const { u, items } = await openOrder('TH-1001');
    expect(within(items()).getByText('Awaiting payment')).toBeVisible();
    expect(within(items()).getByText(`UTR from the shopper: ${UTR}`)).toBeVisible();
    expect(await within(items()).findByRole('button', { name: 'Mark paid' })).toBeVisible();

    // An order shared with another seller is the marketplace's to confirm.
    await u.click(screen.getByRole('button', { name: 'Back to Orders' }));
    const row = (await screen.findByText('#TH-1002')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Awaiting payment');
    await u.click(within(row).getByRole('button', { name: 'View' }));
    expect(within(items()).getByText('Awaiting payment')).toBeVisible();
    expect(within(items()).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it("offers no 'Mark paid' while only the admin confirms payments", async () => {
    const { api, items } = await openOrder('TH-1001', { confirmer: 'admin' });
    await waitFor(() => expect(callsTo(api, 'GET', '/api/config')).toHaveLength(1));
    await act(async () => undefined);
    expect(within(items()).getByText('Awaiting payment')).toBeVisible();
    expect(within(items()).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('shows a paid order as Paid and a cash-on-delivery one as still to be paid on delivery, with no button', async () => {
    const paid = makeOrder({ ...awaiting, paymentStatus: 'paid' });
    const cod = makeOrder({ _id: 'o3', id: 'o3', orderNumber: 'TH-1003' });
    const { u, api, items } = await openOrder('TH-1001', { orders: [paid, cod] });
    await waitFor(() => expect(callsTo(api, 'GET', '/api/config')).toHaveLength(1));
    await act(async () => undefined);
    expect(within(items()).getByText('Paid')).toBeVisible();
    expect(within(items()).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to Orders' }));
    await u.click(
      within((await screen.findByText('#TH-1003')).closest('tr') as HTMLElement).getByRole('button', { name: 'View' }),
    );
    expect(within(items()).getByText('To be paid on delivery')).toBeVisible();
    expect(within(items()).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it("marks it paid with the shopper's UTR and shows it Paid", async () => {
    let order = awaiting;
    const { u, api, items } = await openOrder('TH-1001', {
      orders: () => [order],
      handlers: {
        'POST /api/orders/o1/payment': () => {
          order = { ...awaiting, paymentStatus: 'paid', payment: { ...awaiting.payment, paidBy: 'seller' } };
          return jsonResponse({
            success: true,
            message: 'Payment recorded: the order is paid',
            alreadyPaid: false,
            order: { paymentStatus: 'paid', payment: order.payment },
          });
        },
      },
    });
    await u.click(await within(items()).findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(within(dialog).getByText(/Order #TH-1001: ₹1,060.50 by UPI/)).toBeVisible();
    expect(within(dialog).getByLabelText(/UTR/)).toHaveValue(UTR);
    await u.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await within(items()).findByText('Paid')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(items()).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    const [post] = callsTo(api, 'POST', '/api/orders/o1/payment');
    expect(JSON.parse(String(post.init.body))).toEqual({ utr: UTR });
    expect(bearer(post.init)).toBe('s-tok');
  });

  it("keeps the order service's refusal in the dialog", async () => {
    const refusal = 'This order has several sellers: the marketplace marks its payment received';
    const { u, items } = await openOrder('TH-1001', {
      handlers: { 'POST /api/orders/o1/payment': () => jsonResponse({ success: false, message: refusal }, 403) },
    });
    await u.click(await within(items()).findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await u.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(within(items()).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('shows its cash-on-delivery part paid once it is delivered, in the list and the detail', async () => {
    const delivered = makeOrder({ _id: 'o4', id: 'o4', orderNumber: 'TH-1004', orderStatus: 'delivered' });
    const { items } = await openOrder('TH-1004', { orders: [delivered] });
    expect(within(items()).getByText('Paid on delivery')).toBeVisible();
    expect(within(items()).queryByText('To be paid on delivery')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Orders' }));
    const row = (await screen.findByText('#TH-1004')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Paid on delivery');
  });

  it('shows a UPI order whose money went back to the shopper as refunded, with no button', async () => {
    const refunded = makeOrder({ ...awaiting, orderStatus: 'cancelled', paymentStatus: 'refunded' });
    const { items } = await openOrder('TH-1001', { orders: [refunded] });
    expect(within(items()).getByText('Refunded')).toBeVisible();
    expect(within(items()).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });
});
