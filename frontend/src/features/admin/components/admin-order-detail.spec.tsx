import { screen, within } from '@testing-library/react';
import type { Fulfilment, Order } from '@thindi/contracts';
import { jsonResponse } from '../../../../test/fetch-mock';
import { openAdminDashboard } from '../../../../test/admin';
import { makeUpiOrder } from '../../../../test/upi-order.factory';

const part = (sellerId: string, sellerName: string, status: Fulfilment['status']): Fulfilment => ({
  sellerId,
  sellerName,
  status,
  sellerSubtotal: 100,
  trackingNumber: null,
  note: null,
  history: [],
  delivery: null,
});

/** A whole order as the admin reads it, paid in cash on delivery. */
const codOrder = (overrides: Partial<Order>) =>
  makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending', payment: undefined, ...overrides });

async function openOrder(order: Order) {
  await openAdminDashboard({
    path: `/admin/orders/${order._id}`,
    handlers: { [`GET /api/orders/${order._id}`]: () => jsonResponse({ success: true, order }) },
  });
  await screen.findByRole('heading', { name: `Order #${order.orderNumber}` });
  return {
    payment: screen.getByRole('region', { name: 'Payment' }),
    parts: screen.getByRole('region', { name: 'Parts per Seller' }),
  };
}

describe("the admin's view of a cash-on-delivery order", () => {
  it('shows each part paid as it is delivered, and how much of the order is paid', async () => {
    const { payment, parts } = await openOrder(
      codOrder({
        orderStatus: 'shipped',
        fulfilments: [part('s1', 'Amma Sweets', 'delivered'), part('s2', 'Malabar Spice House', 'shipped')],
      }),
    );
    expect(payment).toHaveTextContent('Status: Paid on delivery: 1 of 2 parts');
    const amma = within(parts).getByText('Amma Sweets').closest('li') as HTMLElement;
    const malabar = within(parts).getByText('Malabar Spice House').closest('li') as HTMLElement;
    expect(within(amma).getByTestId('part-payment')).toHaveTextContent('Paid on delivery');
    expect(within(malabar).getByTestId('part-payment')).toHaveTextContent('To be paid on delivery');
  });

  it('reads paid on delivery once every part is delivered', async () => {
    const { payment } = await openOrder(
      codOrder({
        paymentStatus: 'paid',
        orderStatus: 'delivered',
        fulfilments: [part('s1', 'Amma Sweets', 'delivered')],
      }),
    );
    expect(payment).toHaveTextContent('Status: Paid on delivery');
    expect(payment).not.toHaveTextContent('Pending');
  });
});
