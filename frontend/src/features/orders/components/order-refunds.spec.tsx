import { screen, within } from '@testing-library/react';
import type { Order, OrderRefund } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { makeUpiOrder } from '../../../../test/upi-order.factory';

const TICKET = 'TK-20261202-4F7K2';

const refund = (over: Partial<OrderRefund> = {}): OrderRefund => ({
  key: 'issue:i1',
  amount: 123456,
  reason: 'ticket',
  issueNumber: TICKET,
  state: 'due',
  utr: null,
  createdAt: '2026-12-03T04:00:00.000Z',
  paidAt: null,
  ...over,
});

/** A delivered UPI order, paid, with money owed back: one refund still due, one paid. */
function refundedOrder(over: Partial<Order> = {}): Order {
  const paid = makeUpiOrder().payment!;
  return makeUpiOrder({
    orderStatus: 'delivered',
    paymentStatus: 'refund_due',
    payment: { ...paid, utr: '512345678901', paidAt: '2026-11-24T11:00:00.000Z', paidBy: 'admin', payBy: null },
    refund: {
      due: 123456,
      refunded: 450,
      refunds: [
        refund(),
        refund({
          key: 'cancel:o1:s2',
          amount: 450,
          reason: 'cancelled',
          issueNumber: null,
          state: 'paid',
          utr: '412345678901',
          // 01:30 on 5 Dec in India, still 4 Dec in UTC: India's date is shown.
          paidAt: '2026-12-04T20:00:00.000Z',
        }),
      ],
    },
    ...over,
  });
}

async function openOrder(order: Order) {
  storeCustomer(makeUser(), 'cust-token');
  mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [order] }),
  });
  renderApp(`/orders/${order._id}`);
  return screen.findByRole('region', { name: 'Payment' });
}

describe("the refunds on the shopper's order page", () => {
  it('lists each refund: its amount in rupees, its ticket or the cancelled part, and due or paid with its UTR', async () => {
    const payment = await openOrder(refundedOrder());
    expect(within(payment).getByTestId('payment-state')).toHaveTextContent('Refund due');
    // The order was paid: no way to pay it again is offered.
    expect(within(payment).getByText(/Payment received \(UTR 512345678901\)/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pay by UPI' })).not.toBeInTheDocument();

    const refunds = screen.getByRole('region', { name: 'Refunds' });
    const [owed, paid] = within(refunds).getAllByRole('listitem');
    expect(owed).toHaveTextContent(`₹1,23,456.00 · Ticket ${TICKET} · Due`);
    expect(within(owed).getByRole('link', { name: TICKET })).toHaveAttribute('href', `/support/${TICKET}`);
    expect(paid).toHaveTextContent('₹450.00 · Cancelled part · Refunded on 5 Dec 2026 · UTR 412345678901');
    expect(refunds).toHaveTextContent('Refunded ₹450.00 · Due ₹1,23,456.00');
    expect(refunds).toHaveTextContent('Refunds go back to the UPI ID this order was paid from.');
  });

  it('reads partly refunded once every refund is paid, with no note about where money due goes', async () => {
    const order = refundedOrder();
    const payment = await openOrder({
      ...order,
      paymentStatus: 'partly_refunded',
      refund: { due: 0, refunded: 450, refunds: [order.refund!.refunds[1]] },
    });
    expect(within(payment).getByTestId('payment-state')).toHaveTextContent('Partly refunded');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getAllByRole('listitem')).toHaveLength(1);
    expect(refunds).not.toHaveTextContent('Refunds go back');
  });

  it('reads refunded on a paid order cancelled and paid back in full', async () => {
    const payment = await openOrder(refundedOrder({ orderStatus: 'cancelled', paymentStatus: 'refunded' }));
    expect(within(payment).getByTestId('payment-state')).toHaveTextContent('Refunded');
  });

  it('tells a cash-on-delivery shopper that the refund due goes to the UPI ID given on the ticket', async () => {
    await openOrder(
      refundedOrder({
        paymentMethod: 'cod',
        payment: undefined,
        refund: { due: 123456, refunded: 0, refunds: [refund()] },
      }),
    );
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(
      "Cash on delivery is refunded by UPI, to the UPI ID you give on the ticket's page.",
    );
  });

  it('shows no refunds while none was ever owed', async () => {
    const paid = makeUpiOrder().payment!;
    await openOrder(makeUpiOrder({ paymentStatus: 'paid', payment: { ...paid, payBy: null } }));
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});
