import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payout, SellerEarnings, StatementRow } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

function makePayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'po-1',
    sellerId: 'seller-1',
    sellerName: 'Amma Sweets',
    reference: 'THPO-20261123-0001',
    amountPaise: 12345650,
    state: 'paid',
    utr: 'SBIN12345678901',
    failureReason: null,
    createdAt: '2026-11-23T04:30:00.000Z',
    settledAt: '2026-11-23T09:00:00.000Z',
    hasBank: true,
    ...overrides,
  };
}

function makeRow(overrides: Partial<StatementRow> = {}): StatementRow {
  return {
    orderId: 'o1',
    orderNumber: 'TH-1001',
    deliveredAt: '2026-11-10T06:00:00.000Z',
    releaseAt: '2026-11-17T06:00:00.000Z',
    state: 'payable',
    grossPaise: 105000,
    taxablePaise: 100000,
    commissionPaise: 10000,
    gstOnCommissionPaise: 1800,
    tcsPaise: 500,
    tdsPaise: 100,
    netPaise: 92600,
    ...overrides,
  };
}

function makeEarnings(overrides: Partial<SellerEarnings> = {}): SellerEarnings {
  return {
    heldPaise: 5000000,
    payablePaise: 12345678,
    availablePaise: 12345678,
    nextPayoutAt: '2026-11-30T04:30:00.000Z',
    nextRelease: { at: '2026-12-02T06:00:00.000Z', paise: 5000000 },
    payouts: [],
    statement: [],
    invoices: [],
    ...overrides,
  };
}

/** Opens the dashboard with GET /api/sellers/earnings answered by `answer`, then the Earnings tab. */
async function openEarnings(answer: () => Response, handlers = {}) {
  const view = await openDashboard({ handlers: { 'GET /api/sellers/earnings': answer, ...handlers } });
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Earnings' }));
  return view;
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('seller earnings tab', () => {
  it('shows what is available, what is held and the next payout day in rupees with Indian grouping', async () => {
    const { api } = await openEarnings(() => jsonResponse({ success: true, ...makeEarnings() }));
    await screen.findByRole('group', { name: 'Available for payout' });
    expect(card('Available for payout')).toHaveTextContent('₹1,23,456.78');
    expect(card('In return window')).toHaveTextContent('₹50,000.00');
    expect(card('Next payout')).toHaveTextContent('Mon, 30 Nov 2026');
    expect(bearer(callsTo(api, 'GET', '/api/sellers/earnings')[0].init)).toBe('s-tok');
  });

  it('says nothing is to be paid yet, how much is held and until when, instead of a payout day', async () => {
    await openEarnings(() =>
      jsonResponse({ success: true, ...makeEarnings({ availablePaise: 0, payablePaise: 0, heldPaise: 66200 }) }),
    );
    const next = await screen.findByRole('group', { name: 'Next payout' });
    expect(next).toHaveTextContent('Nothing to pay yet: ₹662.00 is in the return window until Wed, 2 Dec 2026');
    expect(next).not.toHaveTextContent('Mon, 30 Nov 2026');
  });

  it('names the first amount to leave the return window when the rest stays longer', async () => {
    const nextRelease = { at: '2026-12-02T06:00:00.000Z', paise: 20000 };
    await openEarnings(() =>
      jsonResponse({ success: true, ...makeEarnings({ availablePaise: 0, heldPaise: 66200, nextRelease }) }),
    );
    expect(await screen.findByRole('group', { name: 'Next payout' })).toHaveTextContent(
      'Nothing to pay yet: ₹662.00 is in the return window; the first ₹200.00 becomes payable on Wed, 2 Dec 2026',
    );
  });

  it('says nothing is to be paid yet before any delivered order', async () => {
    await openEarnings(() =>
      jsonResponse({
        success: true,
        ...makeEarnings({ availablePaise: 0, payablePaise: 0, heldPaise: 0, nextRelease: null }),
      }),
    );
    expect(await screen.findByRole('group', { name: 'Next payout' })).toHaveTextContent(
      "Nothing to pay yet: a delivered order's money becomes payable once its return window closes",
    );
  });

  it('says so when there are no payouts and no delivered orders yet', async () => {
    await openEarnings(() => jsonResponse({ success: true, ...makeEarnings() }));
    expect(await screen.findByText('No payouts yet')).toBeVisible();
    expect(screen.getByText('No delivered orders yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists payouts with their state and the UTR or the reason they failed', async () => {
    const payouts = [
      makePayout(),
      makePayout({ id: 'po-2', state: 'failed', utr: null, failureReason: 'Account closed', settledAt: null }),
      makePayout({ id: 'po-3', state: 'due', utr: null, settledAt: null, amountPaise: 50 }),
    ];
    await openEarnings(() => jsonResponse({ success: true, ...makeEarnings({ payouts }) }));
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [, paid, failed, due] = within(table).getAllByRole('row');
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['23 Nov 2026', 'THPO-20261123-0001', '₹1,23,456.50', 'Paid', 'SBIN12345678901']);
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Account closed');
    expect(due).toHaveTextContent('₹0.50');
    expect(due).toHaveTextContent('Due');
  });

  it('shows the statement with what the marketplace kept and each order state', async () => {
    const statement = [makeRow(), makeRow({ orderId: 'o2', orderNumber: 'TH-1002', state: 'held' })];
    await openEarnings(() => jsonResponse({ success: true, ...makeEarnings({ statement }) }));
    const table = await screen.findByRole('table', { name: 'Statement' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Delivered on', 'Gross', 'Commission', 'GST on commission', 'TCS', 'TDS', 'Net', 'State']);
    const [, payable, held] = within(table).getAllByRole('row');
    expect(
      within(payable)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['#TH-1001', '10 Nov 2026', '₹1,050.00', '₹100.00', '₹18.00', '₹5.00', '₹1.00', '₹926.00', 'Payable']);
    expect(held).toHaveTextContent('In return window');
  });

  it('sets each amount heading right, over its right-aligned numbers, and the other headings left', async () => {
    await openEarnings(() => jsonResponse({ success: true, ...makeEarnings({ statement: [makeRow()] }) }));
    const table = await screen.findByRole('table', { name: 'Statement' });
    const headings = within(table).getAllByRole('columnheader');
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    const rightAligned = (el: HTMLElement) => el.classList.contains('text-right');
    expect(headings.filter(rightAligned).map((h) => h.textContent)).toEqual([
      'Gross',
      'Commission',
      'GST on commission',
      'TCS',
      'TDS',
      'Net',
    ]);
    headings.forEach((heading, i) => expect(rightAligned(cells[i])).toBe(rightAligned(heading)));
  });

  it('downloads the statement CSV and an invoice PDF with the seller token', async () => {
    const invoices = [
      {
        id: 'inv-1',
        orderId: 'o1',
        sellerId: 'seller-1',
        kind: 'invoice' as const,
        number: 'AMMA-0001',
        issuedOn: '2026-11-08',
        totalPaise: 105000,
        orderNumber: 'TH-1001',
      },
    ];
    const file = (disposition: string) => () =>
      ({
        ...jsonResponse(null),
        headers: new Headers({ 'content-disposition': disposition }),
        blob: async () => new Blob(['x']),
      }) as Response;
    const { api } = await openEarnings(() => jsonResponse({ success: true, ...makeEarnings({ invoices }) }), {
      'GET /api/sellers/earnings/statement.csv': file('attachment; filename="statement-2026-11.csv"'),
      'GET /api/invoices/inv-1/pdf': file('attachment; filename="invoice-inv-1.pdf"'),
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const u = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(table).toHaveTextContent('AMMA-0001');
    expect(table).toHaveTextContent('₹1,050.00');
    await u.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-11.csv']));
    await u.click(within(table).getByRole('button', { name: 'Download AMMA-0001' }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-11.csv', 'AMMA-0001.pdf']));
    for (const path of ['/api/sellers/earnings/statement.csv', '/api/invoices/inv-1/pdf'])
      expect(bearer(callsTo(api, 'GET', path)[0].init)).toBe('s-tok');
    click.mockRestore();
  });

  it('says the earnings could not be read, and reads them again on Try again', async () => {
    let fail = true;
    await openEarnings(() =>
      fail
        ? jsonResponse({ success: false, message: 'Boom' }, 500)
        : jsonResponse({ success: true, ...makeEarnings() }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your earnings. Please try again.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Available for payout' })).toHaveTextContent('₹1,23,456.78');
  });
});
