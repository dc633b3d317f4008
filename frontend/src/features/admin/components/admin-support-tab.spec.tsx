import type { Issue } from '@thindi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, openAdminDashboard } from '../../../../test/admin';
import { makeIssue, makeOfferedIssue } from '../../../../test/issue.factory';

const NUMBER = 'TK-20261201-ESCAL';
const escalated = makeOfferedIssue({
  id: 'i1',
  number: NUMBER,
  status: 'escalated',
  respondBy: null,
  overdue: true,
  value: 800,
  resolution: {
    kind: 'decline',
    note: 'The seal was intact on dispatch',
    by: 'seller',
    at: '2026-12-03T04:00:00.000Z',
  },
  history: [
    { status: 'open', at: '2026-12-02T20:00:00.000Z', by: 'shopper' },
    {
      status: 'offered',
      at: '2026-12-03T04:00:00.000Z',
      by: 'seller',
      note: 'Declined: The seal was intact on dispatch',
    },
    { status: 'escalated', at: '2026-12-03T06:00:00.000Z', by: 'shopper', note: 'Half the box was crushed' },
  ],
});
const waiting = makeIssue({ id: 'i2', number: 'TK-20261202-OPEN1' });
const settled = makeOfferedIssue({ id: 'i3', number: 'TK-20261120-DONE1', status: 'resolved', respondBy: null });

/** Opens /admin/support with the queue answered by `queue` for the status asked for. */
async function openSupport(queue: (status: string | null) => Issue[], handlers = {}) {
  // The tab reads the queue as the dashboard first renders, before `openAdminDashboard` has answered.
  const opened: { api?: Awaited<ReturnType<typeof openAdminDashboard>>['api'] } = {};
  const view = await openAdminDashboard({
    path: '/admin/support',
    handlers: {
      'GET /api/admin/support': () => {
        const asked = opened.api && callsTo(opened.api, 'GET', '/api/admin/support').at(-1);
        return jsonResponse({ success: true, issues: queue(asked?.url.searchParams.get('status') ?? null) });
      },
      ...handlers,
    },
  });
  opened.api = view.api;
  return { ...view, u: userEvent.setup() };
}

const ticket = (number: string) => screen.findByRole('listitem', { name: `Ticket ${number}` });

async function openDecide(u: ReturnType<typeof userEvent.setup>) {
  await u.click(within(await ticket(NUMBER)).getByRole('button', { name: 'Decide' }));
  return screen.findByRole('dialog', { name: `Decide ticket ${NUMBER}` });
}

describe('admin Support tab', () => {
  it("lists the tickets as the server sorts them, with status, overdue, order, seller, value and the seller's answer", async () => {
    const { api } = await openSupport(() => [escalated, waiting, settled]);
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(
      within(list)
        .getAllByRole('listitem', { name: /^Ticket / })
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([`Ticket ${NUMBER}`, 'Ticket TK-20261202-OPEN1', 'Ticket TK-20261120-DONE1']);
    const first = await ticket(NUMBER);
    expect(within(first).getByRole('heading', { name: /With the grievance officer/ })).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('Order #TH-20261124-ABCDE · Amma Sweets');
    expect(first).toHaveTextContent('Damaged or crushed · ₹800.00 · Acknowledge by 5 Dec 2026 · Resolve by 1 Jan 2027');
    expect(first).toHaveTextContent("Seller's answer: Declined: The seal was intact on dispatch");
    expect(within(await ticket('TK-20261202-OPEN1')).getByRole('button', { name: 'Decide' })).toBeVisible();
    expect(within(await ticket('TK-20261120-DONE1')).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
    expect(bearer(callsTo(api, 'GET', '/api/admin/support')[0].init)).toBe('adm-tok');
  });

  it('filters by status', async () => {
    const { api, u } = await openSupport((status) => (status === 'escalated' ? [escalated] : [escalated, waiting]));
    await ticket('TK-20261202-OPEN1');
    await u.click(screen.getByRole('button', { name: 'With the grievance officer' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ticket TK-20261202-OPEN1' })).not.toBeInTheDocument(),
    );
    expect(callsTo(api, 'GET', '/api/admin/support').at(-1)?.url.searchParams.get('status')).toBe('escalated');
    expect(screen.getByRole('button', { name: 'With the grievance officer' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('expands a ticket to its history', async () => {
    const { u } = await openSupport(() => [escalated]);
    const item = await ticket(NUMBER);
    await u.click(within(item).getByRole('button', { name: 'Show history' }));
    const history = within(item).getByRole('list', { name: `History of ${NUMBER}` });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Reported3 Dec 2026, 1:30 am · by the shopper',
      'The seller answered — Declined: The seal was intact on dispatch3 Dec 2026, 9:30 am · by the seller',
      'Escalated to the grievance officer — Half the box was crushed3 Dec 2026, 11:30 am · by the shopper',
    ]);
    await u.click(within(item).getByRole('button', { name: 'Hide history' }));
    expect(within(item).queryByRole('list', { name: `History of ${NUMBER}` })).not.toBeInTheDocument();
  });

  it('decides a refund of at most the value, says the decision is final, and reads the queue again', async () => {
    const bodies: unknown[] = [];
    let decided = false;
    const { api, u } = await openSupport(() => (decided ? [{ ...escalated, status: 'resolved' }] : [escalated]), {
      [`POST /api/admin/support/${NUMBER}/decide`]: (body: unknown) => {
        bodies.push(body);
        decided = true;
        return jsonResponse({ success: true, issue: { ...escalated, status: 'resolved' } });
      },
    });
    const dialog = await openDecide(u);
    expect(dialog).toHaveTextContent('Your decision is final');
    const amount = within(dialog).getByRole('textbox', { name: /Refund/ });
    await u.clear(amount);
    await u.type(amount, '800.01');
    await u.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(
      await within(dialog).findByText('A refund may be at most ₹800.00, what the reported lines cost the shopper'),
    ).toBeVisible();
    expect(bodies).toEqual([]);

    await u.clear(amount);
    await u.type(amount, '400');
    await u.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ resolution: 'refund', amount: 400 }]);
    expect(bearer(callsTo(api, 'POST', `/api/admin/support/${NUMBER}/decide`)[0].init)).toBe('adm-tok');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: `Ticket ${NUMBER}` })).queryByRole('button', { name: 'Decide' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('declines only with a reason, and keeps a refusal in the dialog', async () => {
    const { u } = await openSupport(() => [escalated], {
      [`POST /api/admin/support/${NUMBER}/decide`]: () =>
        jsonResponse({ success: false, message: `Ticket ${NUMBER} cannot be changed that way: it is settled` }, 409),
    });
    const dialog = await openDecide(u);
    await u.click(within(dialog).getByRole('radio', { name: 'Decline' }));
    await u.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await within(dialog).findByText('Please give the shopper a reason of at least 10 characters')).toBeVisible();
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The photos show an intact box');
    await u.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('it is settled');
  });

  it('answers a complaint not about one order with words, checked before they are sent', async () => {
    const COMPLAINT = 'TK-20261203-7HH2K';
    const complaint = makeIssue({
      id: 'i4',
      number: COMPLAINT,
      kind: 'complaint',
      topic: 'payment',
      status: 'escalated',
      orderId: null,
      orderNumber: null,
      sellerId: null,
      sellerName: null,
      lines: [],
      photos: [],
      value: 0,
      description: 'I was charged twice for one order last week.',
    });
    const bodies: unknown[] = [];
    const { u } = await openSupport(() => [complaint], {
      [`POST /api/admin/support/${COMPLAINT}/decide`]: (body: unknown) => {
        bodies.push(body);
        return jsonResponse({ success: true, issue: { ...complaint, status: 'resolved' } });
      },
    });
    const item = await ticket(COMPLAINT);
    expect(item).toHaveTextContent('Not about an order');
    expect(item).toHaveTextContent('Complaint to the grievance officer: A payment or refund · Acknowledge by');
    expect(within(item).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
    await u.click(within(item).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: `Answer complaint ${COMPLAINT}` });
    await u.type(within(dialog).getByRole('textbox', { name: /Your answer/ }), 'Soon');
    await u.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(await within(dialog).findByText('Please answer the shopper in at least 10 characters')).toBeVisible();
    expect(bodies).toEqual([]);
    await u.type(within(dialog).getByRole('textbox', { name: /Your answer/ }), ': the second charge was returned.');
    await u.click(within(dialog).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ resolution: 'answer', reply: 'Soon: the second charge was returned.' }]);
  });
});
