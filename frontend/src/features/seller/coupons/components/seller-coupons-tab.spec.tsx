import type { Coupon } from '@thindi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: '6d1e0000-0000-4000-8000-0000000000a1',
  code: 'AMMA50',
  funder: 'seller',
  sellerId: 'seller-1',
  sellerName: 'Amma Sweets',
  kind: 'flat',
  value: 50,
  minSubtotal: 499,
  maxDiscount: null,
  startsAt: '2026-11-01T03:30:00.000Z',
  endsAt: '2026-11-30T18:29:00.000Z',
  usageLimit: 200,
  perCustomerLimit: 1,
  categories: ['sweet'],
  productIds: [],
  status: 'active',
  state: 'scheduled',
  used: 0,
  figures: { orders: 0, discount: 0, revenue: 0 },
  createdAt: '2026-10-20T04:00:00.000Z',
  updatedAt: '2026-10-20T04:00:00.000Z',
  ...over,
});

/** Opens the seller's dashboard on the Coupons tab, its list answered by `list()` (read again after a change). */
async function openCoupons(list: () => Coupon[], handlers = {}) {
  const view = await openDashboard({
    handlers: { 'GET /api/sellers/coupons': () => jsonResponse({ success: true, coupons: list() }), ...handlers },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Coupons' }));
  return { ...view, u };
}

describe("the seller's Coupons tab", () => {
  it('creates a coupon for its products with the seller token, then lists it', async () => {
    let coupons: Coupon[] = [];
    const created = coupon();
    const { api, u } = await openCoupons(() => coupons, {
      'POST /api/sellers/coupons': () => {
        coupons = [created];
        return jsonResponse({ success: true, coupon: created }, 201);
      },
    });
    expect(await screen.findByText('You have no coupons yet')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('form', { name: 'New coupon' });
    await u.type(within(form).getByLabelText(/^Code/), 'amma50');
    await u.click(within(form).getByRole('radio', { name: 'Flat amount (₹)' }));
    await u.type(within(form).getByLabelText(/^Amount off/), '50');
    await u.type(within(form).getByLabelText(/^Minimum subtotal/), '499');
    fireEvent.change(within(form).getByLabelText(/^Starts/), { target: { value: '2026-11-01T09:00' } });
    fireEvent.change(within(form).getByLabelText(/^Ends/), { target: { value: '2026-11-30T23:59' } });
    await u.type(within(form).getByLabelText(/^Usage limit/), '200');
    await u.click(within(form).getByRole('checkbox', { name: 'Sweet' }));
    await u.click(within(form).getByRole('button', { name: 'Create coupon' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Coupon AMMA50 created');
    const row = await screen.findByRole('row', { name: /AMMA50/ });
    expect(row).toHaveTextContent('₹50.00 off');
    expect(row).toHaveTextContent('₹499.00');
    expect(row).toHaveTextContent('1 Nov 2026, 9:00 am');
    expect(row).toHaveTextContent('0 / 200');
    expect(row).toHaveTextContent('Scheduled');
    // A seller's list does not say whose: they are all its own.
    expect(within(screen.getByRole('table', { name: 'Your coupons' })).queryByText('Whose')).not.toBeInTheDocument();

    const [sent] = callsTo(api, 'POST', '/api/sellers/coupons');
    expect(JSON.parse(String(sent.init.body))).toEqual({
      code: 'AMMA50',
      kind: 'flat',
      value: 50,
      minSubtotal: 499,
      startsAt: '2026-11-01T09:00:00+05:30',
      endsAt: '2026-11-30T23:59:00+05:30',
      usageLimit: 200,
      perCustomerLimit: 1,
      categories: ['sweet'],
    });
    expect(bearer(sent.init)).toBe('s-tok');
    expect(bearer(callsTo(api, 'GET', '/api/sellers/coupons')[0].init)).toBe('s-tok');
  });

  it('ends a coupon only once asked, and reads the list again', async () => {
    let state: Coupon['state'] = 'live';
    const path = `/api/sellers/coupons/${coupon().id}/end`;
    const { api, u } = await openCoupons(
      () => [coupon({ state, status: state === 'ended' ? 'ended' : 'active', used: 4 })],
      {
        [`POST ${path}`]: () => {
          state = 'ended';
          return jsonResponse({ success: true, coupon: coupon({ state, status: 'ended' }) });
        },
      },
    );
    await u.click(await screen.findByRole('button', { name: 'End AMMA50' }));
    const ask = await screen.findByRole('dialog', { name: 'End AMMA50' });
    expect(ask).toHaveTextContent('cannot be resumed');
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'POST', path)).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'End AMMA50' }));
    const again = await screen.findByRole('dialog', { name: 'End AMMA50' });
    await u.click(within(again).getByRole('button', { name: 'End coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('row', { name: /AMMA50/ })).toHaveTextContent('Ended'));
    expect(screen.queryByRole('button', { name: /AMMA50/ })).not.toBeInTheDocument();
    expect(callsTo(api, 'POST', path)).toHaveLength(1);
    expect(bearer(callsTo(api, 'POST', path)[0].init)).toBe('s-tok');
  });

  it("shows the server's refusal to end in the dialog", async () => {
    const { u } = await openCoupons(() => [coupon({ state: 'live' })], {
      [`POST /api/sellers/coupons/${coupon().id}/end`]: () =>
        jsonResponse(
          { success: false, code: 'ORDER.COUPON_STATUS_NOT_ALLOWED', message: 'This coupon has ended already' },
          409,
        ),
    });
    await u.click(await screen.findByRole('button', { name: 'End AMMA50' }));
    const ask = await screen.findByRole('dialog', { name: 'End AMMA50' });
    await u.click(within(ask).getByRole('button', { name: 'End coupon' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('This coupon has ended already');
  });

  it('says when the list could not be read and reads it again on asking', async () => {
    let reads = 0;
    const { u } = await openCoupons(() => [], {
      'GET /api/sellers/coupons': () => {
        reads += 1;
        return reads === 1
          ? jsonResponse({ success: false, message: 'Down' }, 503)
          : jsonResponse({ success: true, coupons: [coupon()] });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your coupons. Please try again.');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /AMMA50/ })).toBeVisible();
  });
});
