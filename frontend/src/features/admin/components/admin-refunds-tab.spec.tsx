import type { Refund } from '@thindi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, openAdminDashboard } from '../../../../test/admin';

const refund = (over: Partial<Refund> = {}): Refund => ({
  id: '7c1e0000-0000-4000-8000-0000000000a1',
  key: 'issue:i1',
  orderId: 'o1',
  orderNumber: 'TH-20261124-ABCDE',
  sellerId: 's1',
  issueNumber: 'TK-20261202-4F7K2',
  reason: 'ticket',
  paymentMethod: 'cod',
  amountPaise: 12_345_678,
  upiId: 'asha@okaxis',
  paidWithUtr: null,
  state: 'due',
  utr: null,
  createdAt: '2026-12-03T04:00:00.000Z',
  paidAt: null,
  ...over,
});

const ID = refund().id;
const PAID_PATH = `/api/admin/refunds/${ID}/paid`;

const cancelled = refund({
  id: '7c1e0000-0000-4000-8000-0000000000b2',
  key: 'cancel:o2:s1',
  orderId: 'o2',
  orderNumber: 'TH-20261120-FGHIJ',
  issueNumber: null,
  reason: 'cancelled',
  paymentMethod: 'upi',
  amountPaise: 45_000,
  upiId: null,
  paidWithUtr: '512345678901',
  createdAt: '2026-11-21T04:00:00.000Z',
});

const waiting = refund({
  id: '7c1e0000-0000-4000-8000-0000000000c3',
  key: 'issue:i3',
  orderNumber: 'TH-20261125-KLMNO',
  issueNumber: 'TK-20261204-WAIT1',
  amountPaise: 20_000,
  upiId: null,
  createdAt: '2026-12-05T04:00:00.000Z',
});

const paid = refund({
  id: '7c1e0000-0000-4000-8000-0000000000d4',
  orderNumber: 'TH-20261101-PAID1',
  state: 'paid',
  utr: 'AXISN52026120400123',
  // 01:30 on 5 Dec in India, still 4 Dec in UTC.
  paidAt: '2026-12-04T20:00:00.000Z',
});

/** Opens /admin/refunds; the list answers the paid refunds, or `due()`, as the tab asks. */
async function openRefunds(handlers = {}, due: () => Refund[] = () => [refund(), waiting, cancelled]) {
  // The tab reads the list as the dashboard first renders, before `openAdminDashboard` has answered.
  const opened: { api?: Awaited<ReturnType<typeof openAdminDashboard>>['api'] } = {};
  const view = await openAdminDashboard({
    path: '/admin/refunds',
    handlers: {
      'GET /api/admin/refunds': () => {
        const asked = opened.api && callsTo(opened.api, 'GET', '/api/admin/refunds').at(-1);
        const state = asked?.url.searchParams.get('state') ?? 'due';
        return jsonResponse({ success: true, refunds: state === 'paid' ? [paid] : due() });
      },
      ...handlers,
    },
  });
  opened.api = view.api;
  return { ...view, u: userEvent.setup() };
}

const dueTable = () => screen.findByRole('table', { name: 'Due refunds' });
const rowOf = (table: HTMLElement, text: string) => within(table).getByRole('row', { name: new RegExp(text) });

describe("the admin's Refunds tab", () => {
  it('lists the refunds due oldest first: order, ticket or cancelled, amount in rupees and where to pay', async () => {
    const { api } = await openRefunds();
    const table = await dueTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '#TH-20261120-FGHIJ',
      '#TH-20261124-ABCDE',
      '#TH-20261125-KLMNO',
    ]);
    const [first, second, third] = rows;
    expect(first).toHaveTextContent('Cancelled');
    expect(first).toHaveTextContent('₹450.00');
    expect(first).toHaveTextContent('The UPI ID that paid UTR 512345678901');
    expect(second).toHaveTextContent('TK-20261202-4F7K2');
    expect(second).toHaveTextContent('₹1,23,456.78');
    expect(second).toHaveTextContent('UPI ID asha@okaxis');
    expect(second).toHaveTextContent('3 Dec 2026');
    expect(within(second).getByRole('link', { name: '#TH-20261124-ABCDE' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(third).toHaveTextContent("Waiting for the shopper's UPI ID");
    // Nowhere to send it yet: it cannot be marked refunded.
    expect(within(third).getByRole('button', { name: /Mark refunded/ })).toBeDisabled();
    expect(within(first).getByRole('button', { name: /Mark refunded/ })).toBeEnabled();
    const read = callsTo(api, 'GET', '/api/admin/refunds')[0];
    expect(read.url.searchParams.get('state')).toBe('due');
    expect(bearer(read.init)).toBe('adm-tok');
  });

  it('refuses a short UTR, shows the server refusing a UTR already used, then marks it refunded and reads again', async () => {
    let taken = true;
    let due = [refund(), cancelled];
    const { api, u } = await openRefunds(
      {
        [`POST ${PAID_PATH}`]: () => {
          if (taken)
            return jsonResponse(
              { success: false, message: 'UTR AXISN52026120400123 is already recorded', code: 'FINANCE.UTR_TAKEN' },
              409,
              'Conflict',
            );
          due = [cancelled];
          return jsonResponse({ success: true, refund: { ...refund(), state: 'paid', utr: 'AXISN52026120400124' } });
        },
      },
      () => due,
    );
    const table = await dueTable();
    await u.click(within(rowOf(table, 'TH-20261124-ABCDE')).getByRole('button', { name: /Mark refunded/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark refunded' });
    expect(dialog).toHaveTextContent('Order #TH-20261124-ABCDE · ₹1,23,456.78');
    expect(dialog).toHaveTextContent('Pay to: UPI ID asha@okaxis');
    const utr = within(dialog).getByRole('textbox', { name: /UTR/ });

    await u.type(utr, 'AB12');
    await u.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByText('UTR must be 12 to 22 letters and digits')).toBeVisible();
    expect(callsTo(api, 'POST', PAID_PATH)).toHaveLength(0);

    await u.clear(utr);
    await u.type(utr, 'AXISN52026120400123');
    await u.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('UTR AXISN52026120400123 is already recorded');
    expect(utr).toHaveValue('AXISN52026120400123');

    taken = false;
    await u.clear(utr);
    await u.type(utr, 'AXISN52026120400124');
    await u.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', PAID_PATH).at(-1)?.init.body).toBe(JSON.stringify({ utr: 'AXISN52026120400124' }));
    expect(bearer(callsTo(api, 'POST', PAID_PATH)[0].init)).toBe('adm-tok');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Due refunds' })).queryByText('#TH-20261124-ABCDE')).toBeNull(),
    );
  });

  it('lists the refunds paid, with their UTR and the day in India, when toggled', async () => {
    const { api, u } = await openRefunds();
    await dueTable();
    await u.click(within(screen.getByRole('group', { name: 'Show refunds' })).getByRole('button', { name: 'Paid' }));
    const table = await screen.findByRole('table', { name: 'Paid refunds' });
    const row = rowOf(table, 'TH-20261101-PAID1');
    expect(row).toHaveTextContent('AXISN52026120400123');
    expect(row).toHaveTextContent('5 Dec 2026');
    expect(row).toHaveTextContent('UPI ID asha@okaxis');
    expect(within(table).queryByRole('button', { name: /Mark refunded/ })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/admin/refunds').at(-1)?.url.searchParams.get('state')).toBe('paid');
  });

  it('says so when there is nothing due', async () => {
    await openRefunds({}, () => []);
    expect(await screen.findByText('No refunds due')).toBeVisible();
  });
});
