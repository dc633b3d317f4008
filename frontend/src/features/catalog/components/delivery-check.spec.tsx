import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CHENNAI, makeDeliveryDates, makeDeliveryPart, makeQuote, undeliverablePart } from '../../../../test/delivery';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { createTestQueryClient } from '../../../../test/query-client';
import { renderWithClient } from '../../../../test/render-with-client';
import { DeliveryCheck } from './delivery-check';

const productId = '0b7c3e1d-2a01-4f7e-9a51-7d1f2a0e5c1b';
const guwahati = { ...CHENNAI, pincode: '781001', district: 'Kamrup Metropolitan', state: 'Assam' };

/** The body of the last POST /api/delivery/estimate. */
const lastAsked = (api: ReturnType<typeof mockFetch>) => JSON.parse(String(api.requests.at(-1)?.init.body));

/** POST /api/delivery/estimate: Chennai gets a date, Guwahati is out of the seller's reach, 999999 is unknown. */
function serveEstimates() {
  return mockFetch((url, init) => {
    if (url.pathname !== '/api/delivery/estimate') return jsonResponse({ message: 'Not found' }, 404);
    const { pincode } = JSON.parse(String(init.body)) as { pincode: string };
    if (pincode === '600001') {
      const estimate = makeDeliveryDates({ labelTo: 'Delivery by Thu, 26 Nov to Chennai 600001' });
      return jsonResponse(makeQuote([makeDeliveryPart({ productIds: [productId], estimate })]));
    }
    if (pincode === '781001') return jsonResponse(makeQuote([undeliverablePart('781001')], guwahati));
    return jsonResponse({ success: false, message: 'Please enter a valid pincode' }, 400, 'Bad Request');
  });
}

const box = () => screen.getByRole('region', { name: 'Check delivery' });
const answer = () => within(box()).getByRole('status');

async function check(pincode: string) {
  const u = userEvent.setup();
  const input = within(box()).getByLabelText('Pincode');
  await u.clear(input);
  await u.type(input, pincode);
  await u.click(within(box()).getByRole('button', { name: 'Check' }));
}

describe('delivery check on the product page', () => {
  it('answers a pincode in place with the date and where it goes, cash on delivery and the shipping rule, and remembers it', async () => {
    const api = serveEstimates();
    renderWithClient(<DeliveryCheck productId={productId} />);

    await check('600001');

    expect(await within(answer()).findByText('Delivery by Thu, 26 Nov to Chennai 600001')).toBeVisible();
    expect(within(answer()).getByText('Cash on Delivery available')).toBeVisible();
    expect(within(box()).getByText('Free shipping on orders above ₹500')).toBeVisible();
    expect(answer()).toHaveAttribute('aria-live', 'polite');
    expect(localStorage.getItem('thindi.pincode')).toBe('600001');
    expect(lastAsked(api)).toEqual({ pincode: '600001', items: [{ productId, quantity: 1 }] });
  });

  it('asks about the pack chosen on the page', async () => {
    const api = serveEstimates();
    const { rerender, queryClient } = renderWithClient(<DeliveryCheck productId={productId} variantId="small" />);
    await check('600001');
    await within(answer()).findByText('Delivery by Thu, 26 Nov to Chennai 600001');

    rerender(
      <QueryClientProvider client={queryClient}>
        <DeliveryCheck productId={productId} variantId="large" />
      </QueryClientProvider>,
    );

    await waitFor(() => expect(lastAsked(api).items).toEqual([{ productId, variantId: 'large', quantity: 1 }]));
  });

  it('says so when the seller does not deliver to the pincode', async () => {
    serveEstimates();
    renderWithClient(<DeliveryCheck productId={productId} />);

    await check('781001');

    expect(await within(answer()).findByText('This seller does not deliver to 781001 yet')).toBeVisible();
    expect(within(answer()).queryByText(/Delivery by/)).not.toBeInTheDocument();
  });

  it('refuses a malformed pincode without asking, and shows the server refusing an unknown one', async () => {
    const api = serveEstimates();
    renderWithClient(<DeliveryCheck productId={productId} />);

    await check('012345');
    expect(within(answer()).getByText('Please enter a valid pincode')).toBeVisible();
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem('thindi.pincode')).toBeNull();

    await check('999999');
    expect(await within(answer()).findByText('Please enter a valid pincode')).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  it('fills in and answers the remembered pincode at once', async () => {
    serveEstimates();
    localStorage.setItem('thindi.pincode', '600001');
    renderWithClient(<DeliveryCheck productId={productId} defaultPincode="781001" />);

    expect(within(box()).getByLabelText('Pincode')).toHaveValue('600001');
    expect(await within(answer()).findByText('Delivery by Thu, 26 Nov to Chennai 600001')).toBeVisible();
  });

  it("uses the signed-in shopper's default address when no pincode is remembered", async () => {
    serveEstimates();
    renderWithClient(<DeliveryCheck productId={productId} defaultPincode="781001" />);

    expect(within(box()).getByLabelText('Pincode')).toHaveValue('781001');
    expect(await within(answer()).findByText('This seller does not deliver to 781001 yet')).toBeVisible();
  });

  it('renders empty on the server, whatever this browser remembers', () => {
    const api = serveEstimates();
    localStorage.setItem('thindi.pincode', '600001');
    const html = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <DeliveryCheck productId={productId} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Check delivery');
    expect(html).not.toContain('600001');
    expect(api.calls).toHaveLength(0);
  });
});
