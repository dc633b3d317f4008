import type { AdminFinance, Payout } from '@thindi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, openAdminDashboard } from '../../../../test/admin';
import { currentMonth } from './finance-model';

const payout = (over: Partial<Payout> = {}): Payout => ({
  id: '6b0f5c4e-0000-4000-8000-0000000000d1',
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  reference: 'THPO-20261130-0001',
  amountPaise: 12_345_678,
  state: 'due',
  utr: null,
  failureReason: null,
  createdAt: '2026-11-30T03:30:00.000Z',
  settledAt: null,
  hasBank: true,
  ...over,
});

const makeFinance = (over: Partial<AdminFinance> = {}): AdminFinance => ({
  months: [
    {
      month: currentMonth(),
      grossPaise: 250_000_00,
      commissionPaise: 1_50_000_50,
      gstOnCommissionPaise: 27_000_09,
      tcsPaise: 2_11_864_41,
      tdsPaise: 25_000_00,
      promotionPaise: 12_345_67,
    },
  ],
  duePayouts: [
    payout(),
    payout({ id: '6b0f5c4e-0000-4000-8000-0000000000d2', sellerName: 'Chettinad Crunch', hasBank: false }),
  ],
  recentPayouts: [payout({ id: 'p0', reference: 'THPO-20261123-0001', state: 'paid', utr: 'HDFCN52026112300001' })],
  defaultCommissionPercent: 8,
  commissionRates: [{ category: 'sweet', ratePercent: 6.5, validFrom: '2026-11-01' }],
  heldPaise: 4_56_789_00,
  availablePaise: 98_765_43,
  nextPayoutAt: '2026-11-30T03:30:00.000Z',
  ...over,
});

async function openFinanceTab(handlers = {}) {
  const view = await openAdminDashboard({
    handlers: { 'GET /api/admin/finance': () => jsonResponse({ success: true, ...makeFinance() }), ...handlers },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Finance' }));
  await screen.findByRole('table', { name: 'Due payouts' });
  return { ...view, u };
}

const card = (name: string) => screen.getByRole('group', { name });
const dueRow = (seller: string) =>
  within(screen.getByRole('table', { name: 'Due payouts' })).getByRole('row', { name: new RegExp(seller) });

describe('admin finance tab', () => {
  it("shows this month's commission and taxes, the money held and available, in rupees with Indian grouping", async () => {
    await openFinanceTab();
    expect(card('Commission this month')).toHaveTextContent('₹1,50,000.50');
    expect(card('TCS this month')).toHaveTextContent('₹2,11,864.41');
    expect(card('TDS this month')).toHaveTextContent('₹25,000.00');
    expect(card('Held in return window')).toHaveTextContent('₹4,56,789.00');
    expect(card('Available for payout')).toHaveTextContent('₹98,765.43');
    const month = within(screen.getByRole('table', { name: 'Monthly figures' })).getAllByRole('row')[1];
    expect(month).toHaveTextContent('₹2,50,000.00');
    expect(month).toHaveTextContent('₹27,000.09');
    expect(month).toHaveTextContent('₹12,345.67');
  });

  it('lists the due payouts and warns of a seller without bank details', async () => {
    await openFinanceTab();
    expect(dueRow('Amma Sweets')).toHaveTextContent('THPO-20261130-0001');
    expect(dueRow('Amma Sweets')).toHaveTextContent('₹1,23,456.78');
    expect(within(dueRow('Amma Sweets')).queryByText('No bank details')).not.toBeInTheDocument();
    expect(within(dueRow('Chettinad Crunch')).getByText('No bank details')).toBeVisible();
    const recent = screen.getByRole('table', { name: 'Recent payouts' });
    expect(within(recent).getByText('HDFCN52026112300001')).toBeVisible();
    expect(within(recent).getByText('Paid')).toBeVisible();
  });

  it('refuses a short UTR with the reason, then marks the payout paid and reads the figures again', async () => {
    const paid = payout({ state: 'paid', utr: 'HDFCN52026112400123' });
    const { api, u } = await openFinanceTab({
      'POST /api/admin/finance/payouts/6b0f5c4e-0000-4000-8000-0000000000d1/paid': () =>
        jsonResponse({ success: true, payout: paid }),
    });
    await u.click(within(dueRow('Amma Sweets')).getByRole('button', { name: 'Mark THPO-20261130-0001 paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark payout paid' });
    await u.type(within(dialog).getByRole('textbox', { name: 'UTR' }), 'AB12');
    await u.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('UTR must be 12 to 22 letters and digits')).toBeVisible();
    const paidPath = '/api/admin/finance/payouts/6b0f5c4e-0000-4000-8000-0000000000d1/paid';
    expect(callsTo(api, 'POST', paidPath)).toHaveLength(0);

    await u.clear(within(dialog).getByRole('textbox', { name: 'UTR' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'UTR' }), 'HDFCN52026112400123');
    await u.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', paidPath)[0].init.body).toBe(JSON.stringify({ utr: 'HDFCN52026112400123' }));
    expect(bearer(callsTo(api, 'POST', paidPath)[0].init)).toBe('adm-tok');
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/finance')).toHaveLength(2));
  });

  it("sets a category's commission with the rate as a number and the date given", async () => {
    const { api, u } = await openFinanceTab({
      'PUT /api/admin/finance/commission': () => jsonResponse({ success: true, ...makeFinance() }),
    });
    const form = screen.getByRole('form', { name: "Set a category's commission" });
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'spicy');
    await u.type(within(form).getByRole('textbox', { name: 'Rate %' }), '7.25');
    await u.type(within(form).getByLabelText('Valid from'), '2026-12-01');
    await u.click(within(form).getByRole('button', { name: 'Set commission' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Commission for Spicy set to 7.25%');
    expect(callsTo(api, 'PUT', '/api/admin/finance/commission')[0].init.body).toBe(
      JSON.stringify({ category: 'spicy', ratePercent: 7.25, validFrom: '2026-12-01' }),
    );
  });

  it("downloads the month's GSTR-8 file with the admin's token and saves it under the month's name", async () => {
    const csv = new Blob(['gstin,month\n'], { type: 'text/csv' });
    const { api, u } = await openFinanceTab({
      'GET /api/admin/finance/gstr8.csv': () => ({ ok: true, status: 200, blob: async () => csv }) as Response,
    });
    URL.createObjectURL = jest.fn(() => 'blob:gstr8');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const month = screen.getByLabelText('GSTR-8 month');
    await u.clear(month);
    await u.type(month, '2026-10');
    await u.click(screen.getByRole('button', { name: 'Download GSTR-8 CSV' }));

    await waitFor(() => expect(saved).toEqual(['gstr8-2026-10.csv blob:gstr8']));
    const [request] = callsTo(api, 'GET', '/api/admin/finance/gstr8.csv');
    expect(request.url.searchParams.get('month')).toBe('2026-10');
    expect(bearer(request.init)).toBe('adm-tok');
    click.mockRestore();
  });
});
