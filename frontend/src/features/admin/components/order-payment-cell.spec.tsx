import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Fulfilment, Order } from '@thindi/contracts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderWithClient } from '../../../../test/render-with-client';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { OrderPaymentCell } from './order-payment-cell';

describe("the admin's 'Mark paid'", () => {
  it('asks the UTR in a dialog, prefilled with the shopper’s, and marks the order paid with it', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/admin/orders/o1/payment': (body) => {
        sent.push(body);
        return jsonResponse({ success: true, message: 'Payment recorded: the order is paid', alreadyPaid: false });
      },
    });
    const user = userEvent.setup();
    const order = makeUpiOrder({ payment: { ...makeUpiOrder().payment!, utr: '412345678901' } });
    renderWithClient(<OrderPaymentCell order={order} />);

    await user.click(screen.getByRole('button', { name: 'Mark order TH-20261124-ABCDE paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(within(dialog).getByText(/₹1,061.00 by UPI/)).toBeInTheDocument();
    const utr = within(dialog).getByLabelText(/UTR/);
    expect(utr).toHaveValue('412345678901');
    await user.clear(utr);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('UTR is required')).toBeInTheDocument();
    await user.type(utr, '512345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await screen.findByRole('button', { name: 'Mark order TH-20261124-ABCDE paid' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ utr: '512345678901' }]);
  });

  it("keeps the server's refusal in the dialog", async () => {
    mockApi({
      'POST /api/admin/orders/o1/payment': () =>
        jsonResponse(
          { success: false, message: 'This order was cancelled: its payment can no longer be recorded' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithClient(<OrderPaymentCell order={makeUpiOrder()} />);
    await user.click(screen.getByRole('button', { name: /Mark order .* paid/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await user.type(within(dialog).getByLabelText(/UTR/), '512345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(
      await within(dialog).findByText('This order was cancelled: its payment can no longer be recorded'),
    ).toBeInTheDocument();
  });

  it('shows a paid order as Paid and a cash-on-delivery one as still to be paid on delivery, with no button', () => {
    const { unmount } = renderWithClient(<OrderPaymentCell order={makeUpiOrder({ paymentStatus: 'paid' })} />);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    unmount();
    renderWithClient(<OrderPaymentCell order={makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending' })} />);
    expect(screen.getByText('To be paid on delivery')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('cash on delivery', () => {
    const part = (sellerName: string, status: Fulfilment['status']): Fulfilment => ({
      sellerId: sellerName,
      sellerName,
      status,
      sellerSubtotal: 100,
      trackingNumber: null,
      note: null,
      history: [],
      delivery: null,
    });
    const cod = (overrides: Partial<Order>) =>
      makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending', payment: undefined, ...overrides });

    it('reads paid on delivery once every part is delivered', () => {
      const order = cod({ orderStatus: 'delivered', paymentStatus: 'paid', fulfilments: [part('Amma', 'delivered')] });
      renderWithClient(<OrderPaymentCell order={order} />);
      expect(screen.getByText('Paid on delivery')).toHaveClass('text-green-800');
    });

    it('counts the parts paid on delivery while the others are on their way', () => {
      const order = cod({
        orderStatus: 'shipped',
        fulfilments: [part('Amma', 'delivered'), part('Malabar', 'shipped'), part('Mysuru', 'cancelled')],
      });
      renderWithClient(<OrderPaymentCell order={order} />);
      expect(screen.getByText('Paid on delivery: 1 of 2 parts')).toBeInTheDocument();
    });

    it('charges nothing for a cancelled order', () => {
      renderWithClient(<OrderPaymentCell order={cod({ orderStatus: 'cancelled' })} />);
      expect(screen.getByText('Not charged')).toBeInTheDocument();
    });

    it('reads how its refunds stand once money is owed back', () => {
      const order = cod({
        orderStatus: 'delivered',
        paymentStatus: 'refund_due',
        fulfilments: [part('Amma', 'delivered')],
      });
      renderWithClient(<OrderPaymentCell order={order} />);
      expect(screen.getByText('Refund due')).toBeInTheDocument();
    });
  });

  it('reads a paid UPI order given back in part or in full as such, with no button', () => {
    const { unmount } = renderWithClient(
      <OrderPaymentCell order={makeUpiOrder({ orderStatus: 'delivered', paymentStatus: 'partly_refunded' })} />,
    );
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    unmount();
    renderWithClient(
      <OrderPaymentCell order={makeUpiOrder({ orderStatus: 'cancelled', paymentStatus: 'refunded' })} />,
    );
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
