import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Fulfilment, Issue, Order, OrderRefund, Refund } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeOfferedIssue } from '../../../../test/issue.factory';
import { renderApp } from '../../../../test/render-app';
import { makeUpiOrder } from '../../../../test/upi-order.factory';

const NUMBER = 'TK-20261202-4F7K2';
const ACCEPT = `/api/support/${NUMBER}/accept`;
const REFUND_UPI = `/api/support/${NUMBER}/refund-upi`;

type Handler = Parameters<typeof mockApi>[0][string];

const delivered: Fulfilment = {
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  status: 'delivered',
  sellerSubtotal: 1010,
  trackingNumber: null,
  note: null,
  history: [{ status: 'delivered', note: 'Delivered', timestamp: '2026-12-01T10:00:00.000Z' }],
  delivery: null,
};

const ticketRefund = (over: Partial<OrderRefund> = {}): OrderRefund => ({
  key: 'issue:i1',
  amount: 450,
  reason: 'ticket',
  issueNumber: NUMBER,
  state: 'due',
  utr: null,
  createdAt: '2026-12-03T04:00:00.000Z',
  paidAt: null,
  ...over,
});

/** The ticket's order (o1): cash on delivery, its part delivered and so paid to the courier, unless told otherwise. */
const codOrder = (over: Partial<Order> = {}): Order =>
  makeUpiOrder({
    paymentMethod: 'cod',
    paymentStatus: 'paid',
    payment: undefined,
    orderStatus: 'delivered',
    fulfilments: [delivered],
    ...over,
  });

const resolved = (over: Partial<Issue> = {}): Issue =>
  makeOfferedIssue({ status: 'resolved', respondBy: null, refundUpiId: null, ...over });

async function openTicket(issue: Issue, order: Order, handlers: Record<string, Handler> = {}) {
  storeCustomer(makeUser(), 'cust-token');
  const api = mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    [`GET /api/support/${NUMBER}`]: () => jsonResponse({ success: true, issue }),
    'GET /api/orders/o1': () => jsonResponse({ success: true, order }),
    ...handlers,
  });
  renderApp(`/support/${NUMBER}`);
  const page = await screen.findByRole('region', { name: `Ticket ${NUMBER}` });
  return { api, page, user: userEvent.setup() };
}

const sentTo = (api: ReturnType<typeof mockApi>, path: string) => api.sent.filter((r) => r.url.pathname === path);
const bodyOf = (request: { init: RequestInit }) =>
  typeof request.init.body === 'string' ? (JSON.parse(request.init.body) as unknown) : undefined;

describe("a ticket's refund on the shopper's ticket page", () => {
  it('asks where a cash-on-delivery refund goes when accepting, refusing what is not a UPI ID', async () => {
    const { api, page, user } = await openTicket(makeOfferedIssue(), codOrder(), {
      [`POST ${ACCEPT}`]: () => jsonResponse({ success: true, issue: resolved() }),
    });
    const offer = within(page).getByRole('region', { name: "The seller's offer" });
    const upiId = await within(offer).findByRole('textbox', { name: 'UPI ID for the refund' });

    await user.type(upiId, '98765 43210');
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(await within(offer).findByText('UPI ID must look like name@bank, as your UPI app shows')).toBeVisible();
    expect(sentTo(api, ACCEPT)).toHaveLength(0);

    await user.clear(upiId);
    await user.type(upiId, ' Asha.Raman@OkAxis ');
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sentTo(api, ACCEPT)).toHaveLength(1));
    expect(bodyOf(sentTo(api, ACCEPT)[0])).toEqual({ refundUpiId: 'asha.raman@okaxis' });
  });

  it('accepts without a UPI ID, which may be given later', async () => {
    const { api, page, user } = await openTicket(makeOfferedIssue(), codOrder(), {
      [`POST ${ACCEPT}`]: () => jsonResponse({ success: true, issue: resolved() }),
    });
    await within(page).findByRole('textbox', { name: 'UPI ID for the refund' });
    await user.click(within(page).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sentTo(api, ACCEPT)).toHaveLength(1));
    expect(bodyOf(sentTo(api, ACCEPT)[0])).toBeUndefined();
  });

  it('does not ask for a UPI ID on a UPI order: its refund goes back to the UPI ID that paid', async () => {
    const paid = makeUpiOrder().payment!;
    const order = makeUpiOrder({ paymentStatus: 'paid', payment: { ...paid, payBy: null }, fulfilments: [delivered] });
    const { api, page } = await openTicket(makeOfferedIssue(), order);
    await waitFor(() => expect(api.calls.some((url) => url.pathname === '/api/orders/o1')).toBe(true));
    expect(within(page).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(page).queryByRole('textbox', { name: 'UPI ID for the refund' })).not.toBeInTheDocument();
  });

  it('once settled, takes the UPI ID the due refund goes to and shows the one saved', async () => {
    const saved: Partial<Refund> = { upiId: 'asha@okicici', state: 'due' };
    const { api, page, user } = await openTicket(
      resolved(),
      codOrder({ paymentStatus: 'refund_due', refund: { due: 450, refunded: 0, refunds: [ticketRefund()] } }),
      { [`POST ${REFUND_UPI}`]: () => jsonResponse({ success: true, refund: saved }) },
    );
    const settled = within(page).getByRole('region', { name: 'Settled' });
    expect(await within(settled).findByText('Your refund of ₹450.00: Due')).toBeVisible();
    const form = within(settled).getByRole('form', { name: 'Where should we send your refund?' });
    expect(within(form).getByTestId('refund-upi-id')).toHaveTextContent(
      'Cash on delivery is refunded by UPI: tell us the UPI ID to send it to.',
    );

    await user.click(within(form).getByRole('button', { name: 'Save UPI ID' }));
    expect(await within(form).findByText('UPI ID is required')).toBeVisible();
    expect(sentTo(api, REFUND_UPI)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'UPI ID' }), 'asha@okicici');
    await user.click(within(form).getByRole('button', { name: 'Save UPI ID' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved: your refund goes to asha@okicici');
    expect(within(form).getByTestId('refund-upi-id')).toHaveTextContent('We send it to the UPI ID asha@okicici.');
    expect(bodyOf(sentTo(api, REFUND_UPI)[0])).toEqual({ upiId: 'asha@okicici' });
  });

  it("shows the server's refusal of the UPI ID in the form", async () => {
    const refusal = 'This refund was already paid';
    const { page, user } = await openTicket(
      resolved({ refundUpiId: 'asha@okicici' }),
      codOrder({ paymentStatus: 'refund_due', refund: { due: 450, refunded: 0, refunds: [ticketRefund()] } }),
      { [`POST ${REFUND_UPI}`]: () => jsonResponse({ success: false, message: refusal }, 409, 'Conflict') },
    );
    const form = await within(page).findByRole('form', { name: 'Where should we send your refund?' });
    expect(within(form).getByTestId('refund-upi-id')).toHaveTextContent('We send it to the UPI ID asha@okicici.');
    const upiId = within(form).getByRole('textbox', { name: 'UPI ID' });
    expect(upiId).toHaveValue('asha@okicici');
    await user.clear(upiId);
    await user.type(upiId, 'asha@oksbi');
    await user.click(within(form).getByRole('button', { name: 'Save UPI ID' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(upiId).toHaveValue('asha@oksbi');
  });

  it('says when and with which UTR a refund was paid, and asks nothing more', async () => {
    const paid = ticketRefund({ state: 'paid', utr: '412345678901', paidAt: '2026-12-04T20:00:00.000Z' });
    const { page } = await openTicket(
      resolved({ refundUpiId: 'asha@okicici' }),
      codOrder({ paymentStatus: 'refunded', refund: { due: 0, refunded: 450, refunds: [paid] } }),
    );
    expect(
      await within(page).findByText('Your refund of ₹450.00: Refunded on 5 Dec 2026 · UTR 412345678901'),
    ).toBeVisible();
    expect(within(page).queryByRole('form', { name: 'Where should we send your refund?' })).not.toBeInTheDocument();
  });
});
