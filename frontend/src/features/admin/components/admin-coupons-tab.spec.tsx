import type { Coupon } from '@thindi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, openAdminDashboard } from '../../../../test/admin';

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: '5b0c0000-0000-4000-8000-0000000000a1',
  code: 'DIWALI10',
  funder: 'platform',
  sellerId: null,
  sellerName: null,
  kind: 'percent',
  value: 10,
  minSubtotal: 1499,
  maxDiscount: 200,
  // Midnight on 20 Oct in India, still 19 Oct in UTC.
  startsAt: '2026-10-19T18:30:00.000Z',
  endsAt: '2026-10-27T18:29:00.000Z',
  usageLimit: 1000,
  perCustomerLimit: 1,
  categories: [],
  productIds: [],
  status: 'active',
  state: 'live',
  used: 12,
  figures: { orders: 12, discount: 1800, revenue: 25000 },
  createdAt: '2026-10-01T04:00:00.000Z',
  updatedAt: '2026-10-01T04:00:00.000Z',
  ...over,
});

const platform = coupon();
const sellers = coupon({
  id: '5b0c0000-0000-4000-8000-0000000000b2',
  code: 'AMMA50',
  funder: 'seller',
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  kind: 'flat',
  value: 50,
  minSubtotal: 0,
  maxDiscount: null,
  usageLimit: null,
  state: 'paused',
  status: 'paused',
  used: 3,
});
const over = coupon({
  id: '5b0c0000-0000-4000-8000-0000000000c3',
  code: 'MONSOON',
  value: 15,
  maxDiscount: null,
  state: 'expired',
  used: 1000,
});

/** Opens /admin/coupons with the list `list()` answers (read again after every change). */
async function openCoupons(handlers = {}, list: () => Coupon[] = () => [platform, sellers, over]) {
  const view = await openAdminDashboard({
    path: '/admin/coupons',
    handlers: { 'GET /api/admin/coupons': () => jsonResponse({ success: true, coupons: list() }), ...handlers },
  });
  return { ...view, u: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Coupons' });
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

async function fillForm(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: 'New coupon' }));
  const form = await screen.findByRole('form', { name: 'New platform coupon' });
  await u.type(within(form).getByLabelText(/^Code/), 'festive20');
  await u.type(within(form).getByLabelText(/^Percent off/), '20');
  await u.type(within(form).getByLabelText(/^Maximum discount/), '300');
  fireEvent.change(within(form).getByLabelText(/^Starts/), { target: { value: '2026-11-01T00:00' } });
  fireEvent.change(within(form).getByLabelText(/^Ends/), { target: { value: '2026-11-15T23:59' } });
  return form;
}

describe("the admin's Coupons tab", () => {
  it("lists every coupon: code, terms, minimum, dates in India's time, uses, state and whose, with its moves", async () => {
    const { api } = await openCoupons();
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Code',
      'Terms',
      'Minimum',
      'Starts',
      'Ends',
      'Used',
      'Orders, discount, sales',
      'State',
      'Whose',
      'Actions',
    ]);
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'DIWALI10',
      'AMMA50',
      'MONSOON',
    ]);
    const live = rowOf('DIWALI10');
    expect(live).toHaveTextContent('10% off, at most ₹200.00');
    expect(live).toHaveTextContent('₹1,499.00');
    expect(live).toHaveTextContent('20 Oct 2026, 12:00 am');
    expect(live).toHaveTextContent('27 Oct 2026, 11:59 pm');
    expect(live).toHaveTextContent('12 / 1000');
    expect(live).toHaveTextContent('12 orders, ₹1,800.00 off, ₹25,000.00 sold');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('Platform');
    expect(
      within(live)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pause', 'End']);

    const paused = rowOf('AMMA50');
    expect(paused).toHaveTextContent('₹50.00 off');
    expect(paused).toHaveTextContent('None');
    expect(paused).toHaveTextContent('3 / no limit');
    expect(paused).toHaveTextContent('Paused');
    expect(paused).toHaveTextContent('Amma Sweets');
    expect(
      within(paused)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resume', 'End']);

    const expired = rowOf('MONSOON');
    expect(expired).toHaveTextContent('15% off');
    expect(expired).toHaveTextContent('Expired');
    expect(within(expired).queryAllByRole('button')).toHaveLength(0);
    expect(bearer(callsTo(api, 'GET', '/api/admin/coupons')[0].init)).toBe('adm-tok');
  });

  it('creates a platform coupon: the code in capitals, numbers as numbers, the dates at +05:30, then lists it', async () => {
    let coupons = [platform];
    const created = coupon({ id: '5b0c0000-0000-4000-8000-0000000000d4', code: 'FESTIVE20', value: 20 });
    const { api, u } = await openCoupons(
      {
        'POST /api/admin/coupons': () => {
          coupons = [created, ...coupons];
          return jsonResponse({ success: true, coupon: created }, 201);
        },
      },
      () => coupons,
    );
    await table();
    const form = await fillForm(u);
    await u.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Coupon FESTIVE20 created');
    expect(await screen.findByRole('row', { name: /FESTIVE20/ })).toBeVisible();
    const [sent] = callsTo(api, 'POST', '/api/admin/coupons');
    expect(JSON.parse(String(sent.init.body))).toEqual({
      code: 'FESTIVE20',
      kind: 'percent',
      value: 20,
      minSubtotal: 0,
      maxDiscount: 300,
      startsAt: '2026-11-01T00:00:00+05:30',
      endsAt: '2026-11-15T23:59:00+05:30',
      perCustomerLimit: 1,
    });
    expect(bearer(sent.init)).toBe('adm-tok');
  });

  it("shows the server's refusal of a code in use in the form and keeps what was typed", async () => {
    const { api, u } = await openCoupons({
      'POST /api/admin/coupons': () =>
        jsonResponse(
          {
            success: false,
            code: 'ORDER.COUPON_CODE_TAKEN',
            message: 'Code FESTIVE20 is in use by another coupon until it ends',
          },
          409,
        ),
    });
    await table();
    const form = await fillForm(u);
    await u.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Code FESTIVE20 is in use by another coupon until it ends',
    );
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('FESTIVE20');
    expect(callsTo(api, 'POST', '/api/admin/coupons')).toHaveLength(1);
    // The dashboard's banner stays quiet: the refusal belongs to the form.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('pauses a live coupon and reads the list again', async () => {
    let state: Coupon['state'] = 'live';
    const path = `/api/admin/coupons/${platform.id}/pause`;
    const { api, u } = await openCoupons(
      {
        [`POST ${path}`]: () => {
          state = 'paused';
          return jsonResponse({ success: true, coupon: coupon({ state, status: 'paused' }) });
        },
      },
      () => [coupon({ state, status: state === 'live' ? 'active' : 'paused' })],
    );
    await table();
    await u.click(screen.getByRole('button', { name: 'Pause DIWALI10' }));
    expect(await screen.findByRole('button', { name: 'Resume DIWALI10' })).toBeEnabled();
    expect(rowOf('DIWALI10')).toHaveTextContent('Paused');
    expect(callsTo(api, 'POST', path)).toHaveLength(1);
    expect(bearer(callsTo(api, 'POST', path)[0].init)).toBe('adm-tok');
    expect(callsTo(api, 'GET', '/api/admin/coupons').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal of a move above the list", async () => {
    const { u } = await openCoupons({
      [`POST /api/admin/coupons/${platform.id}/pause`]: () =>
        jsonResponse(
          { success: false, code: 'ORDER.COUPON_STATUS_NOT_ALLOWED', message: 'Only an active coupon can be paused' },
          409,
        ),
    });
    await table();
    await u.click(screen.getByRole('button', { name: 'Pause DIWALI10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an active coupon can be paused');
  });
});
