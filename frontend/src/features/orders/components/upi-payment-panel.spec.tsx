import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makePublicConfig } from '../../../../test/public-config';
import { renderWithClient } from '../../../../test/render-with-client';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { UpiPaymentPanel } from './upi-payment-panel';

const CONFIG = makePublicConfig({ upi: { vpa: 'thindi@upi', payeeName: 'Thindi Foods' } });
const LINK = 'upi://pay?pa=thindi@upi&pn=Thindi%20Foods&am=1061.00&cu=INR&tn=TH-20261124-ABCDE';

describe('UpiPaymentPanel', () => {
  it('shows a QR code and a link for the charged amount and the order number, the amount and the time left', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse(CONFIG) });
    renderWithClient(<UpiPaymentPanel order={makeUpiOrder()} />);

    const qr = await screen.findByRole('img', { name: 'UPI QR code to pay ₹1,061.00' });
    expect(qr).toHaveAttribute('data-upi-link', LINK);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', LINK);
    expect(screen.getByRole('heading', { name: 'Pay ₹1,061.00 by UPI' })).toBeInTheDocument();
    expect(screen.getByText(/Pay within 5 h 0 min, or this order is cancelled/)).toBeInTheDocument();
  });

  it('checks the UTR before sending it, then sends it and thanks the shopper', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/config': () => jsonResponse(CONFIG),
      'POST /api/orders/o1/payment/utr': (body) => {
        sent.push(body);
        return jsonResponse({
          success: true,
          message: 'Thank you: we will confirm your payment once it reaches us',
          order: makeUpiOrder(),
        });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<UpiPaymentPanel order={makeUpiOrder()} />);

    const utr = await screen.findByLabelText('UTR (12-digit UPI reference)');
    await user.type(utr, '12345');
    await user.click(screen.getByRole('button', { name: 'Send UTR' }));
    expect(await screen.findByText('UTR must be the 12-digit number your UPI app shows')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(utr);
    await user.type(utr, '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'Send UTR' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: we will confirm your payment once it reaches us',
    );
    expect(sent).toEqual([{ utr: '412345678901' }]);
  });

  it('says a paid order is paid, and one cancelled unpaid was not paid in time, with no QR code', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse(CONFIG) });
    const paid = makeUpiOrder({
      paymentStatus: 'paid',
      payment: {
        utr: '412345678901',
        utrSubmittedAt: null,
        paidAt: '2026-11-24T11:00:00.000Z',
        paidBy: 'admin',
        payBy: null,
      },
    });
    const { unmount } = renderWithClient(<UpiPaymentPanel order={paid} />);
    expect(await screen.findByText('Payment received (UTR 412345678901). Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithClient(<UpiPaymentPanel order={makeUpiOrder({ paymentStatus: 'expired', orderStatus: 'cancelled' })} />);
    expect(
      await screen.findByText('This order was cancelled: the payment was not received in time.'),
    ).toBeInTheDocument();
  });

  it('shows nothing for a cash-on-delivery order', () => {
    mockApi({ 'GET /api/config': () => jsonResponse(CONFIG) });
    const { container } = renderWithClient(
      <UpiPaymentPanel order={makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
