import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '@/lib/auth-storage';
import { admin } from '../../../../test/admin';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderWithClient } from '../../../../test/render-with-client';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { OrderPaymentCell } from './order-payment-cell';

const withUtr = (utr: string) => makeUpiOrder({ payment: { ...makeUpiOrder().payment!, utr } });

describe("the admin's 'Mark paid' dialog", () => {
  beforeEach(() => storeSession('admin', 'adm-tok', admin));

  it('starts from the UTR the shopper sent after the list was loaded, read again as the dialog opens', async () => {
    const { requests } = mockApi({
      'GET /api/orders/o1': () => jsonResponse({ success: true, order: withUtr('412345678901') }),
    });
    const user = userEvent.setup();
    renderWithClient(<OrderPaymentCell order={makeUpiOrder()} />);

    await user.click(screen.getByRole('button', { name: 'Mark order TH-20261124-ABCDE paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(await within(dialog).findByLabelText(/UTR/)).toHaveValue('412345678901');
    const read = requests.find((r) => r.url.pathname === '/api/orders/o1');
    expect(read && bearer(read.init)).toBe('adm-tok');
  });

  it('falls back to the UTR in the list when the order cannot be read again', async () => {
    mockApi({ 'GET /api/orders/o1': () => jsonResponse({ success: false, message: 'Boom' }, 500) });
    const user = userEvent.setup();
    renderWithClient(<OrderPaymentCell order={withUtr('512345678901')} />);

    await user.click(screen.getByRole('button', { name: 'Mark order TH-20261124-ABCDE paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(await within(dialog).findByLabelText(/UTR/)).toHaveValue('512345678901');
  });
});
