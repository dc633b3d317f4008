import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Fulfilment, Order } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeIssue } from '../../../../test/issue.factory';
import { makePublicConfig } from '../../../../test/public-config';
import { renderApp } from '../../../../test/render-app';
import { makeUpiOrder } from '../../../../test/upi-order.factory';

const FORM = 'Report a problem with the items from Amma Sweets';

/** Amma's part, delivered yesterday: within the window for reporting a problem. */
const delivered: Fulfilment = {
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  status: 'delivered',
  sellerSubtotal: 1010,
  trackingNumber: null,
  note: null,
  history: [{ status: 'delivered', note: 'Delivered', timestamp: new Date(Date.now() - 86_400_000).toISOString() }],
  delivery: null,
};

const deliveredOrder = (over: Partial<Order>): Order =>
  makeUpiOrder({ orderStatus: 'delivered', fulfilments: [delivered], ...over });

async function openForm(order: Order) {
  const reports: unknown[] = [];
  storeCustomer(makeUser(), 'cust-token');
  mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [order] }),
    'GET /api/orders/o1': () => jsonResponse({ success: true, order: { ...order, issues: [] } }),
    'GET /api/config': () => jsonResponse(makePublicConfig({ issueWindowDays: 7 })),
    'POST /api/orders/o1/issues': (body) => {
      reports.push(body);
      return jsonResponse({ success: true, issue: makeIssue() }, 201);
    },
  });
  const user = userEvent.setup();
  renderApp('/orders/o1');
  const problems = await screen.findByRole('region', { name: 'Problems with this order' });
  await user.click(await within(problems).findByRole('button', { name: 'Report a problem' }));
  const form = await screen.findByRole('form', { name: FORM });
  await user.click(within(form).getByRole('radio', { name: 'Damaged or crushed' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Mysore Pak · 500g' }));
  await user.type(within(form).getByLabelText(/What happened/), 'The box was crushed and the pieces broken.');
  return { form, user, reports };
}

describe("the UPI ID for a refund in 'Report a problem'", () => {
  it('is asked on a cash-on-delivery order, refused when it is not one, and sent with the report', async () => {
    const { form, user, reports } = await openForm(
      deliveredOrder({ paymentMethod: 'cod', paymentStatus: 'paid', payment: undefined }),
    );
    const upiId = within(form).getByRole('textbox', { name: 'UPI ID for the refund' });
    await user.type(upiId, 'asha');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText('UPI ID must look like name@bank, as your UPI app shows')).toBeVisible();
    expect(reports).toHaveLength(0);

    await user.clear(upiId);
    await user.type(upiId, 'asha@okaxis');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ticket TK-20261202-4F7K2 opened');
    expect(reports).toEqual([
      {
        kind: 'damaged',
        lines: [{ productId: 'p1', quantity: 2 }],
        description: 'The box was crushed and the pieces broken.',
        refundUpiId: 'asha@okaxis',
      },
    ]);
  });

  it('is not asked on a UPI order: its refund goes back to the UPI ID that paid', async () => {
    const paid = makeUpiOrder().payment!;
    const { form } = await openForm(deliveredOrder({ paymentStatus: 'paid', payment: { ...paid, payBy: null } }));
    expect(within(form).queryByRole('textbox', { name: 'UPI ID for the refund' })).not.toBeInTheDocument();
  });
});
