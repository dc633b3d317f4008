import type { Fulfilment, Review } from '@thindi/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { makeReview } from '../../../../test/review.factory';
import type { Order, OrderItem } from '../api/orders.api';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const PAK_ID = '22222222-2222-4222-8222-222222222222';
const MURUKKU_ID = '33333333-3333-4333-8333-333333333333';

const line = (productId: string, productName: string, sellerId: string): OrderItem => ({
  product: productId,
  productId,
  variantId: null,
  variantLabel: '200g',
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

const uploadedPhoto = (n: number) => ({
  key: `review-photos/p${n}.webp`,
  name: `p${n}.webp`,
  url: `/api/files/review-photos/p${n}.webp`,
  thumbnailUrl: `/api/files/review-photos/p${n}-thumb.webp`,
});
const storedPhotos = (count: number) =>
  jsonResponse(
    { success: true, message: 'stored', files: Array.from({ length: count }, (_, i) => uploadedPhoto(i + 1)) },
    201,
  );

/** The shopper's own reviews of the order, as the server keeps them. */
let mine: Review[] = [];

function serve(
  review: (body: unknown) => ReturnType<typeof jsonResponse>,
  photos: (body: unknown) => ReturnType<typeof jsonResponse> = () => storedPhotos(1),
) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [order] }),
    [`GET /api/orders/${ORDER_ID}/reviews`]: () => jsonResponse({ success: true, reviews: mine }),
    [`POST /api/products/${PAK_ID}/reviews`]: review,
    'POST /api/reviews/photos': photos,
    'DELETE /api/reviews/r1': () => {
      mine = [];
      return jsonResponse({ success: true, review: makeReview({ productId: PAK_ID, status: 'withdrawn' }) });
    },
  });
}

const jpeg = (name: string) => new File(['photo'], name, { type: 'image/jpeg' });

async function writeReview(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
  await user.type(within(dialog).getByLabelText(/Your review/), 'Look at that colour.');
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
  beforeEach(() => {
    mine = [];
  });

  it("asks 'Rate your order' while a delivered line is not rated", async () => {
    serve(() => jsonResponse({ success: true }, 201, 'Created'));
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-2001' });
    expect(await within(card).findByText('Rate your order')).toBeVisible();
  });

  it('shows the stars of a rated line, and withdrawing the review offers rating it again', async () => {
    mine = [makeReview({ id: 'r1', productId: PAK_ID, rating: 4 })];
    const api = serve(() => jsonResponse({ success: true }, 201, 'Created'));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-2001' });
    const withdraw = await within(card).findByRole('button', { name: 'Withdraw review: Mysore Pak' });
    expect(within(card).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
    expect(within(card).queryByText('Rate your order')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Rate this product/ })).not.toBeInTheDocument();

    await user.click(withdraw);

    expect(confirm).toHaveBeenCalled();
    expect(await within(card).findByRole('button', { name: 'Rate this product: Mysore Pak' })).toBeVisible();
    const sent = api.requests.find(({ init }) => init.method === 'DELETE');
    expect(sent?.url.pathname).toBe('/api/reviews/r1');
    expect(bearer(sent!.init)).toBe('cust-token');
    confirm.mockRestore();
  });

  it('says why the marketplace hid a review', async () => {
    mine = [makeReview({ id: 'r1', productId: PAK_ID, status: 'hidden', hiddenReason: 'It shares a phone number' })];
    serve(() => jsonResponse({ success: true }, 201, 'Created'));
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order #TH-2001' });
    expect(await within(card).findByText('Hidden by the marketplace: It shares a phone number')).toBeVisible();
  });

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

  describe('with photos', () => {
    it('uploads the photos left after a removal, sends their URLs and says they will be checked', async () => {
      const api = serve(() => jsonResponse({ success: true }, 201, 'Created'));
      const { user, card, dialog } = await openDialog();
      await writeReview(user, dialog);
      await user.upload(within(dialog).getByLabelText('Add photos (up to 3)'), [jpeg('plate.jpg'), jpeg('box.jpg')]);
      const picked = within(dialog).getByRole('list', { name: 'Your photos' });
      expect(within(picked).getAllByRole('listitem')).toHaveLength(2);
      await user.click(within(picked).getByRole('button', { name: 'Remove box.jpg' }));
      expect(within(picked).getAllByRole('listitem')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

      expect(await within(card).findByText('Thank you! Your photos will appear once they are checked.')).toBeVisible();
      const upload = api.requests.find(({ url }) => url.pathname === '/api/reviews/photos');
      const form = upload?.init.body as FormData;
      expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['plate.jpg']);
      expect(bearer(upload!.init)).toBe('cust-token');
      const sent = api.requests.find(({ url }) => url.pathname === `/api/products/${PAK_ID}/reviews`);
      expect(JSON.parse(String(sent?.init.body)).photos).toEqual(['/api/files/review-photos/p1.webp']);
    });

    it('keeps at most 3 photos and says so', async () => {
      serve(() => jsonResponse({ success: true }, 201, 'Created'));
      const { user, dialog } = await openDialog();
      const input = within(dialog).getByLabelText('Add photos (up to 3)');
      await user.upload(input, ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(jpeg));
      expect(await within(dialog).findByText('You can add at most 3 photos')).toBeVisible();
      const picked = within(dialog).getByRole('list', { name: 'Your photos' });
      expect(within(picked).getAllByRole('listitem')).toHaveLength(3);
      expect(within(picked).queryByRole('button', { name: 'Remove d.jpg' })).not.toBeInTheDocument();
      expect(input).toBeDisabled();
    });

    it("shows the server's refusal of a photo in the dialog and sends no review", async () => {
      const api = serve(
        () => jsonResponse({ success: true }, 201, 'Created'),
        () => jsonResponse({ success: false, message: 'File plate.jpg is not an image.' }, 415),
      );
      const { user, dialog } = await openDialog();
      await writeReview(user, dialog);
      await user.upload(within(dialog).getByLabelText('Add photos (up to 3)'), jpeg('plate.jpg'));
      await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('File plate.jpg is not an image.');
      expect(api.requests.some(({ url }) => url.pathname === `/api/products/${PAK_ID}/reviews`)).toBe(false);
    });
  });
});
