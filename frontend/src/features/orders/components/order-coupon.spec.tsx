import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { CartCoupon, Order } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { createTestQueryClient } from '../../../../test/query-client';
import { renderApp } from '../../../../test/render-app';
import { makeUpiOrder } from '../../../../test/upi-order.factory';
import { CheckoutSummary } from './checkout-summary';

// Two Mysore Pak at ₹505 with 5% GST: ₹1,060.50, of which FESTIVE10 took 10%.
const withCoupon = (): Order =>
  makeUpiOrder({
    coupon: { code: 'FESTIVE10', funder: 'platform', discount: 106.05 },
    // ₹1,060.50 − ₹106.05 = ₹954.45, charged ₹954.
    totalAmount: 954,
  });

async function openOrder(order: Order) {
  storeCustomer(makeUser(), 'cust-token');
  mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [order] }),
  });
  renderApp(`/orders/${order._id}`);
  return screen.findByRole('region', { name: 'Items' });
}

describe("a coupon on the shopper's order", () => {
  it("shows 'Discount (CODE)' and the round off after it, adding up to the charge", async () => {
    const items = await openOrder(withCoupon());
    expect(within(items).getByText('Discount (FESTIVE10)')).toBeVisible();
    expect(within(items).getByTestId('order-discount')).toHaveTextContent('−₹106.05');
    expect(within(items).getByTestId('order-round-off')).toHaveTextContent('−₹0.45');
    expect(within(items).getByTestId('order-total')).toHaveTextContent(/^₹954\.00$/);
    // The platform's coupon is off the invoices: ₹1,060.50 invoiced, −₹0.45 round off, −₹106.05 paid by Thindi.
    expect(within(items).getByTestId('breakup-invoices')).toHaveTextContent('₹1,060.50');
    expect(within(items).getByTestId('breakup-round-off')).toHaveTextContent('−₹0.45');
    expect(within(items).getByTestId('breakup-platform')).toHaveTextContent('−₹106.05');
    expect(within(items).getByText('Paid by Thindi (FESTIVE10)')).toBeVisible();
    expect(within(items).getByTestId('breakup-paid')).toHaveTextContent(/^₹954\.00$/);
  });

  it("counts a seller's coupon inside its invoice, with nothing paid by the platform", async () => {
    const order = makeUpiOrder({ coupon: { code: 'AMMA10', funder: 'seller', discount: 106.05 }, totalAmount: 954 });
    order.items = order.items.map((item) => ({
      ...item,
      igst: 50.5,
      // ₹1,060.50 less 10%: the invoice states ₹909 + ₹45.45.
      discount: { code: 'AMMA10', funder: 'seller', amount: 106.05, taxable: 909, igst: 45.45 },
    }));
    const items = await openOrder(order);
    expect(within(items).getByTestId('breakup-invoices')).toHaveTextContent('₹954.45');
    expect(within(items).getByTestId('breakup-round-off')).toHaveTextContent('−₹0.45');
    expect(within(items).queryByTestId('breakup-platform')).not.toBeInTheDocument();
    expect(within(items).getByTestId('breakup-paid')).toHaveTextContent(/^₹954\.00$/);
  });

  it('shows no discount line on an order placed without a coupon', async () => {
    const items = await openOrder(makeUpiOrder({ coupon: null }));
    expect(within(items).queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(within(items).queryByTestId('breakup-invoices')).not.toBeInTheDocument();
    expect(within(items).getByTestId('order-round-off')).toHaveTextContent('+₹0.50');
    expect(within(items).getByTestId('order-total')).toHaveTextContent(/^₹1,061\.00$/);
  });
});

describe("a coupon in checkout's summary", () => {
  const lines = [{ id: 'p1', name: 'Mysore Pak', weight: '500 g', price: 505, quantity: 2, gstRate: 5 }];
  const festive: CartCoupon = { code: 'FESTIVE10', funder: 'platform', discount: 106.05, problem: null };
  const renderSummary = (coupon: CartCoupon) =>
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CheckoutSummary lines={lines} coupon={coupon} />
      </QueryClientProvider>,
    );

  it('takes the discount off before the total is rounded to whole rupees', () => {
    renderSummary(festive);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Discount (FESTIVE10)')).toBeVisible();
    expect(within(summary).getByTestId('summary-discount')).toHaveTextContent('−₹106.05');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent(/^₹954$/);
  });

  it('says why a coupon that no longer applies takes nothing off', () => {
    renderSummary({ ...festive, discount: 0, problem: 'FESTIVE10 has been used up' });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('FESTIVE10 has been used up')).toBeVisible();
    expect(within(summary).queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent(/^₹1,061$/);
  });
});
