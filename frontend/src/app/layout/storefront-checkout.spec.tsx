import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import { useCart } from '@/features/cart/hooks/cart-context';
import type { CartItemInput } from '@/features/cart/hooks/cart.reducer';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { makeDeliveryDates, makeDeliveryPart, makeQuote, undeliverablePart } from '../../../test/delivery';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { agreeAndPlaceOrder, policyConfig } from '../../../test/checkout-consent';
import { makePublicConfig } from '../../../test/public-config';
import { createTestQueryClient } from '../../../test/query-client';
import { makeUpiOrder } from '../../../test/upi-order.factory';
import { StorefrontCheckout } from './storefront-checkout';

const murukku: CartItemInput = { id: 'p1', name: 'Murukku', image: '/m.webp', weight: '200g', price: 299 };
const mixture: CartItemInput = { id: 'p2', name: 'Mixture', image: '/x.webp', weight: '250g', price: 349 };
const saved = {
  id: 'a1',
  type: 'work' as const,
  firstName: 'Asha',
  lastName: 'Raman',
  street: '12 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  phone: '9876543210',
  isDefault: true,
};

function Filler({ items }: { items: CartItemInput[] }) {
  const { addItem, totalItems } = useCart();
  return (
    <>
      <button onClick={() => items.forEach((item) => addItem(item))}>fill</button>
      <span data-testid="cart-count">{totalItems}</span>
    </>
  );
}

async function openCheckout(
  items: CartItemInput[] = [murukku, mixture],
  signedIn = true,
  user = makeUser({ addresses: [saved] }),
) {
  if (signedIn) storeCustomer(user, 'cust-token');
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <Filler items={items} />
        <StorefrontCheckout open onClose={jest.fn()} />
      </MemoryRouter>
    </AppProviders>,
  );
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'fill' }));
  return { u, drawer: screen.getByRole('dialog', { name: 'Checkout' }) };
}

/** The order as placed: Murukku and Mixture, cash on delivery, shipping free. */
const placed = makeUpiOrder({
  orderNumber: 'TH-1001',
  items: [
    { ...makeUpiOrder().items[0], productName: 'Murukku', quantity: 1, price: 299 },
    { ...makeUpiOrder().items[0], productName: 'Mixture', quantity: 1, price: 349 },
  ],
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  payment: undefined,
  subtotal: 648,
  shippingCost: 0,
  tax: 32.4,
  totalAmount: 680.4,
});
const orderAnswer = jsonResponse({ success: true, message: 'Order placed', order: placed }, 201);

async function toReview(u: ReturnType<typeof userEvent.setup>, drawer: HTMLElement) {
  await u.click(within(drawer).getByRole('button', { name: /work/i }));
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
}

describe('checkout drawer', () => {
  it('shows the form messages for an empty or malformed address and stays on Shipping', async () => {
    mockApi({ ...policyConfig, 'GET /api/auth/me': () => meResponse(makeUser()) });
    const { u, drawer } = await openCheckout(undefined, true, makeUser());
    await u.clear(within(drawer).getByLabelText('First Name *'));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    expect(await within(drawer).findByText('Street is required')).toBeVisible();
    expect(within(drawer).getByText('First name is required')).toBeVisible();
    expect(within(drawer).getByLabelText('Address Type')).toHaveValue('home');

    await u.type(within(drawer).getByLabelText('Pincode *'), '012345');
    await u.type(within(drawer).getByLabelText('Phone *'), '0123');
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    expect(await within(drawer).findByText('Please enter a valid pincode')).toBeVisible();
    expect(within(drawer).getByText('Please enter a valid phone number')).toBeVisible();
    expect(within(drawer).queryByText('Cash on Delivery')).not.toBeInTheDocument();
  });

  it('names every empty address field in a sentence', async () => {
    mockApi({ ...policyConfig, 'GET /api/auth/me': () => meResponse(makeUser()) });
    const { u, drawer } = await openCheckout(undefined, true, makeUser());
    await u.clear(within(drawer).getByLabelText('First Name *'));
    await u.clear(within(drawer).getByLabelText('Last Name *'));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    for (const field of ['First name', 'Last name', 'Street', 'City', 'State', 'Pincode', 'Phone']) {
      expect(await within(drawer).findByText(`${field} is required`)).toBeVisible();
    }
    expect(within(drawer).getByLabelText('First Name *')).toHaveFocus();
  });

  it('sums subtotal, free shipping, GST, the round off and the whole-rupee total charged, with the green note', async () => {
    mockApi({ ...policyConfig, 'GET /api/auth/me': () => meResponse(makeUser()) });
    const { drawer } = await openCheckout();
    expect(within(drawer).getByText('Subtotal (2 items)')).toBeVisible();
    expect(within(drawer).getByText('Tax (GST)')).toBeVisible();
    expect(within(drawer).queryByText('Tax (5%)')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('summary-subtotal')).toHaveTextContent('₹648.00');
    expect(within(drawer).getByTestId('summary-shipping')).toHaveTextContent('FREE');
    expect(within(drawer).getByTestId('summary-tax')).toHaveTextContent('₹32.40');
    // ₹680.40 exact: the order charges whole rupees, and the round off shows the difference.
    expect(within(drawer).getByText('Round off')).toBeVisible();
    expect(within(drawer).getByTestId('summary-round-off')).toHaveTextContent('−₹0.40');
    expect(within(drawer).getByTestId('summary-total')).toHaveTextContent(/^₹680$/);
    expect(within(drawer).getByText('Free shipping on orders above ₹500!')).toBeVisible();
  });

  it('takes each line at its own GST rate: a nil-rated papad line adds no tax', async () => {
    mockApi({ ...policyConfig, 'GET /api/auth/me': () => meResponse(makeUser()) });
    const papad: CartItemInput = {
      id: 'p3',
      name: 'Appalam',
      image: '/a.webp',
      weight: '200g',
      price: 400,
      gstRate: 0,
    };
    const { drawer } = await openCheckout([{ ...murukku, gstRate: 5 }, papad]);
    // 5% of ₹299 is ₹14.95; the papad's ₹400 adds none: ₹699 + ₹14.95 = ₹713.95, charged ₹714.
    expect(within(drawer).getByTestId('summary-tax')).toHaveTextContent('₹14.95');
    expect(within(drawer).getByTestId('summary-round-off')).toHaveTextContent('+₹0.05');
    expect(within(drawer).getByTestId('summary-total')).toHaveTextContent(/^₹714$/);
  });

  it('charges ₹50 shipping at or below ₹500', async () => {
    mockApi({ ...policyConfig, 'GET /api/auth/me': () => meResponse(makeUser()) });
    const { drawer } = await openCheckout([murukku]);
    expect(within(drawer).getByText('Subtotal (1 item)')).toBeVisible();
    expect(within(drawer).getByTestId('summary-shipping')).toHaveTextContent('₹50');
    expect(within(drawer).queryByText('Free shipping on orders above ₹500!')).not.toBeInTheDocument();
  });

  it('offers the four payment methods with cod chosen, and the back arrow returns to Shipping', async () => {
    mockApi({ ...policyConfig, 'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })) });
    const { u, drawer } = await openCheckout();
    await u.click(within(drawer).getByRole('button', { name: /work/i }));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    expect(within(drawer).getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(within(drawer).getByText('Visa, Mastercard, RuPay')).toBeVisible();
    expect(within(drawer).getByText('Google Pay, PhonePe, Paytm')).toBeVisible();
    expect(within(drawer).getByText('All major banks')).toBeVisible();
    await u.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(within(drawer).getByLabelText('Street Address *')).toHaveValue('12 Gandhi Road');
  });

  it("shows each seller's delivery date to the chosen address in Review", async () => {
    const api = mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'POST /api/delivery/estimate': () =>
        jsonResponse(
          makeQuote([
            makeDeliveryPart({ productIds: ['p1'], subtotal: 299 }),
            makeDeliveryPart({
              sellerId: 's2',
              sellerName: 'Malabar Spice House',
              productIds: ['p2'],
              estimate: makeDeliveryDates({ label: 'Delivery by Fri, 27 Nov' }),
            }),
          ]),
        ),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);

    const delivery = await within(drawer).findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Delivery by Thu, 26 Nov').closest('li')).toHaveTextContent(
      'Amma Sweets & Snacks: Delivery by Thu, 26 Nov',
    );
    expect(within(delivery).getByText('Delivery by Fri, 27 Nov').closest('li')).toHaveTextContent(
      'Malabar Spice House: Delivery by Fri, 27 Nov',
    );
    expect(within(delivery).queryByRole('alert')).not.toBeInTheDocument();
    const quoted = api.requests.find((r) => r.url.pathname === '/api/delivery/estimate');
    expect(JSON.parse(String(quoted?.init.body))).toEqual({
      pincode: '600001',
      items: [
        { productId: 'p1', quantity: 1 },
        { productId: 'p2', quantity: 1 },
      ],
      paymentMethod: 'cod',
    });
  });

  it('charges no GST in the summary on the lines of a seller without a GSTIN, as the order will', async () => {
    mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'POST /api/delivery/estimate': () =>
        jsonResponse(
          makeQuote([
            makeDeliveryPart({ productIds: ['p1'], subtotal: 299 }),
            makeDeliveryPart({ sellerId: 's2', sellerName: 'Village Snacks', productIds: ['p2'], gst: false }),
          ]),
        ),
    });
    const { u, drawer } = await openCheckout();
    expect(within(drawer).getByTestId('summary-tax')).toHaveTextContent('₹32.40');
    await toReview(u, drawer);

    await within(drawer).findByRole('region', { name: 'Delivery' });
    // Only the murukku's ₹299 is taxed (₹14.95): the mixture's seller issues a bill of supply.
    await waitFor(() => expect(within(drawer).getByTestId('summary-tax')).toHaveTextContent('₹14.95'));
  });

  it('names, before Place Order, a part that cannot be delivered and a seller refusing cash on delivery', async () => {
    mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'POST /api/delivery/estimate': () =>
        jsonResponse(
          makeQuote([
            undeliverablePart('600001', { productIds: ['p1'] }),
            makeDeliveryPart({
              sellerId: 's2',
              sellerName: 'Malabar Spice House',
              productIds: ['p2'],
              subtotal: 349,
              cod: { available: false, limit: null, label: 'Cash on Delivery not available' },
            }),
          ]),
        ),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);

    const problems = await within(drawer).findByRole('alert');
    expect(problems).toHaveTextContent('Murukku: This seller does not deliver to 600001 yet');
    expect(problems).toHaveTextContent('Mixture: Cash on Delivery not available');
    expect(within(drawer).getByRole('button', { name: 'Place Order' })).toBeVisible();
  });

  it('places the order after a health check, with an idempotency key, and confirms it', async () => {
    const api = mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: true }),
      'POST /api/orders': () => orderAnswer,
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);
    await agreeAndPlaceOrder(u, drawer);

    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(within(drawer).getByTestId('order-number')).toHaveTextContent('TH-1001');
    const summary = within(drawer).getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeVisible();
    expect(within(summary).getByTestId('confirmed-shipping')).toHaveTextContent('FREE');
    expect(within(summary).getByTestId('confirmed-tax')).toHaveTextContent('₹32.40');
    expect(within(summary).getByTestId('confirmed-total')).toHaveTextContent('₹680.40');
    expect(
      within(drawer).getByText('You will receive an email confirmation shortly with tracking details.'),
    ).toBeVisible();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    const post = api.requests.find((r) => r.url.pathname === '/api/orders');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      items: [
        { productId: 'p1', quantity: 1 },
        { productId: 'p2', quantity: 1 },
      ],
      shippingAddress: {
        type: 'work',
        firstName: 'Asha',
        lastName: 'Raman',
        street: '12 Gandhi Road',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600001',
        phone: '9876543210',
      },
      paymentMethod: 'cod',
      notes: '',
      consent: { policyVersion: '2026-12-01' },
    });
    const headers = post?.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect(headers.Authorization).toBe('Bearer cust-token');
  });

  it('shows the server message in a red banner and keeps the cart', async () => {
    mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: true }),
      'POST /api/orders': () => jsonResponse({ success: false, message: 'Murukku is out of stock' }, 409),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);
    await agreeAndPlaceOrder(u, drawer);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Murukku is out of stock');
    expect(within(drawer).getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('stops with "Backend server not responding" when the health check fails', async () => {
    const api = mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: false }, 503, 'Service Unavailable'),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);
    await agreeAndPlaceOrder(u, drawer);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Backend server not responding');
    expect(api.requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
  });

  it('falls back to "Failed to place order" when the server fails without saying why', async () => {
    mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: true }),
      'POST /api/orders': () => jsonResponse(null, 500, 'Internal Server Error'),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);
    await agreeAndPlaceOrder(u, drawer);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Failed to place order');
  });

  it('shows "Placing Order..." on a disabled button while the order is sent', async () => {
    let release: (response: Response) => void = () => undefined;
    mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: true }),
      'POST /api/orders': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);
    await agreeAndPlaceOrder(u, drawer);
    expect(await within(drawer).findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    release(orderAnswer);
    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
  });

  it('asks for the UPI payment first: what is owed and by when, then the QR code, link and UTR box, then the money', async () => {
    const payBy = new Date(Date.now() + 24 * 3600_000 - 5_000).toISOString();
    const upiOrder = makeUpiOrder({
      orderNumber: 'TH-1002',
      subtotal: 648,
      shippingCost: 0,
      tax: 32.4,
      totalAmount: 680,
      payment: { utr: null, utrSubmittedAt: null, paidAt: null, paidBy: null, payBy },
    });
    const api = mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: true }),
      'GET /api/config': () => jsonResponse(makePublicConfig()),
      'POST /api/orders': () => jsonResponse({ success: true, message: 'Order placed', order: upiOrder }, 201),
    });
    const { u, drawer } = await openCheckout();
    await u.click(within(drawer).getByRole('button', { name: /work/i }));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await u.click(within(drawer).getByRole('radio', { name: /UPI/ }));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await agreeAndPlaceOrder(u, drawer);

    const owed = await within(drawer).findByRole('heading', { name: 'Order placed: pay ₹680 within 24 h' });
    expect(within(drawer).queryByText('Order Confirmed!')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('order-number')).toHaveTextContent('TH-1002');
    const deadline = new Date(payBy).toLocaleString('en-IN', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(within(drawer).getByText(new RegExp(`^Pay by ${deadline}\\.`))).toBeVisible();
    const pay = within(drawer).getByRole('region', { name: 'Pay by UPI' });
    expect(await within(pay).findByRole('link', { name: 'Pay with a UPI app' })).toBeVisible();
    expect(within(pay).getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    expect(within(pay).getByRole('textbox', { name: /UTR/ })).toBeVisible();
    // On a phone the payment comes first: the heading, then the payment box, then the money lines.
    const money = within(drawer).getByRole('region', { name: 'Order Summary' });
    expect(owed.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pay.compareDocumentPosition(money) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const post = api.requests.find((r) => r.url.pathname === '/api/orders');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ paymentMethod: 'upi' });
  });

  it('takes the hours to pay from the settings when the order names no deadline', async () => {
    const upiOrder = makeUpiOrder({ totalAmount: 123456, payment: undefined });
    mockApi({
      ...policyConfig,
      'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
      'GET /api/health': () => jsonResponse({ success: true }),
      'GET /api/config': () => jsonResponse(makePublicConfig({ unpaidOrderTimeoutHours: 12 })),
      'POST /api/orders': () => jsonResponse({ success: true, message: 'Order placed', order: upiOrder }, 201),
    });
    const { u, drawer } = await openCheckout();
    await toReview(u, drawer);
    await agreeAndPlaceOrder(u, drawer);
    expect(
      await within(drawer).findByRole('heading', { name: 'Order placed: pay ₹1,23,456 within 12 h' }),
    ).toBeVisible();
  });

  it('asks a visitor to log in to place an order', async () => {
    mockApi({ ...policyConfig });
    const { u, drawer } = await openCheckout([murukku], false);
    for (const label of ['First Name *', 'Last Name *', 'Street Address *', 'City *']) {
      await u.type(within(drawer).getByLabelText(label), 'X');
    }
    await u.selectOptions(within(drawer).getByLabelText('State *'), 'Tamil Nadu');
    await u.type(within(drawer).getByLabelText('Pincode *'), '600001');
    await u.type(within(drawer).getByLabelText('Phone *'), '9876543210');
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await agreeAndPlaceOrder(u, drawer);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Please login to place an order');
  });

  describe('consent to the terms', () => {
    const TERMS_BOX = 'I agree to the Terms of Service and the Returns & Refunds policy (version 2026-12-01)';
    const serveOrder = () =>
      mockApi({
        ...policyConfig,
        'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
        'GET /api/health': () => jsonResponse({ success: true }),
        'POST /api/orders': () => orderAnswer,
      });

    it('leaves the box unticked, and sends nothing but names the box when Place Order is pressed without it', async () => {
      const api = serveOrder();
      const { u, drawer } = await openCheckout();
      await toReview(u, drawer);

      const box = await within(drawer).findByRole('checkbox', { name: TERMS_BOX });
      expect(box).not.toBeChecked();
      expect(within(drawer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      expect(within(drawer).getByRole('link', { name: 'Returns & Refunds policy' })).toHaveAttribute(
        'href',
        '/returns',
      );
      await u.click(within(drawer).getByRole('button', { name: 'Place Order' }));

      const error = 'Tick the box to agree to the terms before placing your order';
      expect(await within(drawer).findByText(error)).toBeVisible();
      expect(box).toHaveAccessibleDescription(error);
      expect(box).toHaveFocus();
      expect(api.requests.some((r) => ['/api/orders', '/api/health'].includes(r.url.pathname))).toBe(false);
      expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    });

    it('sends the version agreed to once the box is ticked, and the error goes', async () => {
      const api = serveOrder();
      const { u, drawer } = await openCheckout();
      await toReview(u, drawer);
      await u.click(within(drawer).getByRole('button', { name: 'Place Order' }));
      await within(drawer).findByText(/Tick the box/);

      await u.click(within(drawer).getByRole('checkbox', { name: TERMS_BOX }));
      expect(within(drawer).queryByText(/Tick the box/)).not.toBeInTheDocument();
      await u.click(within(drawer).getByRole('button', { name: 'Place Order' }));

      expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
      const post = api.requests.find((r) => r.url.pathname === '/api/orders');
      expect(JSON.parse(String(post?.init.body))).toMatchObject({ consent: { policyVersion: '2026-12-01' } });
    });

    it('reads the terms again when they changed meanwhile, unticks the box and sends the new version', async () => {
      let inForce = '2026-12-01';
      const api = mockApi({
        'GET /api/config': () => jsonResponse(makePublicConfig({ policyVersion: inForce })),
        'GET /api/auth/me': () => meResponse(makeUser({ addresses: [saved] })),
        'GET /api/health': () => jsonResponse({ success: true }),
        'POST /api/orders': (body) =>
          (body as { consent: { policyVersion: string } }).consent.policyVersion === inForce
            ? orderAnswer
            : jsonResponse(
                {
                  success: false,
                  code: 'ORDER.POLICY_CHANGED',
                  message: `The terms and the return and refund policy changed (now version ${inForce}): read them and agree again`,
                },
                409,
              ),
      });
      const { u, drawer } = await openCheckout();
      await toReview(u, drawer);
      inForce = '2027-01-15';
      await agreeAndPlaceOrder(u, drawer);

      expect(await within(drawer).findByRole('alert')).toHaveTextContent('now version 2027-01-15');
      const box = await within(drawer).findByRole('checkbox', { name: /\(version 2027-01-15\)$/ });
      expect(box).not.toBeChecked();
      await agreeAndPlaceOrder(u, drawer);
      expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
      const posts = api.requests.filter((r) => r.url.pathname === '/api/orders');
      type body = { consent: { policyVersion: string } };
      const versions = posts.map((r) => (JSON.parse(String(r.init.body)) as body).consent.policyVersion);
      expect(versions).toEqual(['2026-12-01', '2027-01-15']);
    });
  });
});
