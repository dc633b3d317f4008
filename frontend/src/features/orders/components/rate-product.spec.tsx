import type { Fulfilment } from '@thindi/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import type { Order, OrderItem } from '../api/orders.api';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const PAK_ID = '22222222-2222-4222-8222-222222222222';
const MURUKKU_ID = '33333333-3333-4333-8333-333333333333';

const line = (productId: string, productName: string, sellerId: string): OrderItem => ({
  product: productId,
  productId,
  productName,
  productImage: '',
  weight: '250g',
  quantity: 1,
  price: 300,
  sellerId,
  sellerName: sellerId === 's1' ? 'Amma Sweets' : 'Malabar Spice House',
});

const part = (sellerId: string, status: Fulfilment['status']): Fulfilment => ({
  sellerId,
  sellerName: sellerId === 's1' ? 'Amma Sweets' : 'Malabar Spice House',
  status,
  sellerSubtotal: 300,
  trackingNumber: null,
  note: null,
  history: [],
  delivery: null,
});

/** An order whose first seller delivered and whose second is still shipping. */
const order: Order = {
  _id: ORDER_ID,
  id: ORDER_ID,
  orderNumber: 'TH-2001',
  userId: { _id: 'user-1', firstName: 'Asha', lastName: 'Raman', email: 'asha@example.com' },
  items: [line(PAK_ID, 'Mysore Pak', 's1'), line(MURUKKU_ID, 'Murukku', 's2')],
  fulfilments: [part('s1', 'delivered'), part('s2', 'shipped')],
  shippingAddress: {
    type: 'home',
    firstName: 'Asha',
    lastName: 'Raman',
    street: '12 Gandhi Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600001',
    phone: '9876543210',
  },
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  notes: null,
  subtotal: 600,
  shippingCost: 0,
  tax: 30,
  totalAmount: 630,
  orderStatus: 'shipped',
  orderHistory: [],
  trackingNumber: null,
  estimatedDelivery: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

function serve(review: (body: unknown) => ReturnType<typeof jsonResponse>) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [order] }),
    [`POST /api/products/${PAK_ID}/reviews`]: review,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/orders');
  const card = await screen.findByRole('article', { name: 'Order #TH-2001' });
  expect(within(card).getAllByRole('button', { name: /Rate this product/ })).toHaveLength(1);
  await user.click(within(card).getByRole('button', { name: 'Rate this product: Mysore Pak' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate Mysore Pak' });
  return { user, card, dialog };
}

describe('rating a delivered product from /orders', () => {
  it('sends the stars, title and text for the order and thanks the shopper', async () => {
    const api = serve(() => jsonResponse({ success: true }, 201, 'Created'));
    const { user, card, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Rich and fresh');
    await user.type(within(dialog).getByLabelText(/Your review/), 'Tasted like home.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await within(card).findByText('Thanks for your review')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = api.requests.find(({ url }) => url.pathname === `/api/products/${PAK_ID}/reviews`);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      orderId: ORDER_ID,
      rating: 4,
      title: 'Rich and fresh',
      text: 'Tasted like home.',
    });
    expect(bearer(sent!.init)).toBe('cust-token');
  });

  it('asks for stars and text before sending anything', async () => {
    const api = serve(() => jsonResponse({ success: true }, 201, 'Created'));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('rating must be a whole number from 1 to 5');
    expect(api.requests.some(({ init }) => init.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a second review in the dialog", async () => {
    serve(() =>
      jsonResponse({ success: false, message: 'You have already reviewed this product for this order' }, 409),
    );
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText(/Your review/), 'Again.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this product for this order',
    );
  });
});
