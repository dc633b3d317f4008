import { act, screen, within } from '@testing-library/react';
import type { Order } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { renderApp } from '../../../../test/render-app';

/** A shipped order of two lines: the first packed with a 30-day shelf life, the second not yet given a date. */
function shippedOrder(): Order {
  const order = makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending', payment: undefined });
  const [line] = order.items;
  return {
    ...order,
    orderNumber: 'TH-2001',
    orderStatus: 'shipped',
    items: [
      { ...line, productName: 'Kadalai Mittai', shelfLifeDays: 30, packedOn: '2026-12-15', bestBefore: '2027-01-14' },
      { ...line, productId: `${line.productId}-2`, productName: 'Murukku', shelfLifeDays: null, bestBefore: null },
    ],
  };
}

describe('best before on the order', () => {
  it('names the best-before date of each packed line, in the Indian way, and nothing for the others', async () => {
    storeCustomer(makeUser(), 'cust-token');
    mockApi({
      'GET /api/auth/me': () => meResponse(makeUser()),
      'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [shippedOrder()] }),
    });
    const { router } = renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-2001' });
    expect(within(card).getByText('Best before 14 Jan 2027')).toBeVisible();

    await act(() => router.navigate(`/orders/${shippedOrder()._id}`));
    const items = await screen.findByRole('region', { name: 'Items' });
    const [mittai, murukku] = within(items).getAllByRole('listitem');
    expect(within(mittai).getByText('Best before 14 Jan 2027')).toBeVisible();
    expect(within(murukku).queryByText(/Best before/)).not.toBeInTheDocument();
  });
});
