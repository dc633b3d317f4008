import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Issue } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeIssue, makeOfferedIssue } from '../../../../test/issue.factory';
import { currentUrl, renderApp } from '../../../../test/render-app';

const NUMBER = 'TK-20261202-4F7K2';

type Handler = Parameters<typeof mockApi>[0][string];

function serve(answer: () => Response, handlers: Record<string, Handler> = {}) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    [`GET /api/support/${NUMBER}`]: answer,
    ...handlers,
  });
}

/** Opens the ticket page on `issue`; the ticket is read again as `current()` holds it after a change. */
async function openTicket(issue: Issue, handlers: Record<string, Handler> = {}) {
  let current = issue;
  const api = serve(() => jsonResponse({ success: true, issue: current }), handlers);
  renderApp(`/support/${NUMBER}`);
  const page = await screen.findByRole('region', { name: `Ticket ${NUMBER}` });
  return { api, page, user: userEvent.setup(), settle: (next: Issue) => (current = next) };
}

const sentTo = (api: ReturnType<typeof mockApi>, path: string) => api.sent.filter((r) => r.url.pathname === path);

describe("the shopper's ticket page (/support/:number)", () => {
  it('shows the ticket: its order, problem, items, photos, status, both due dates in India and its history', async () => {
    const issue = makeIssue({
      history: [
        { status: 'open', at: '2026-12-02T20:00:00.000Z', by: 'shopper' },
        { status: 'resolved', at: '2026-12-03T04:00:00.000Z', by: 'seller', note: 'Refunded in full' },
      ],
      status: 'resolved',
      resolution: { kind: 'refund', amount: 1234, by: 'seller', at: '2026-12-03T04:00:00.000Z' },
    });
    serve(() => jsonResponse({ success: true, issue }));
    renderApp(`/support/${NUMBER}`);

    const page = await screen.findByRole('region', { name: `Ticket ${NUMBER}` });
    expect(within(page).getByRole('heading', { level: 1, name: `Ticket ${NUMBER}` })).toBeVisible();
    expect(within(page).getByRole('link', { name: 'Order #TH-20261124-ABCDE' })).toHaveAttribute('href', '/orders/o1');
    const details = (term: string) => within(page).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(details('Problem')).toHaveTextContent('Damaged or crushed');
    expect(details('Status')).toHaveTextContent('Resolved');
    expect(details('Status')).not.toHaveTextContent('Overdue');
    expect(within(page).getByRole('region', { name: 'Settled' })).toHaveTextContent('Refund of ₹1,234.00');
    expect(within(page).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    // Due at 01:30 on 5 Dec in India (still 4 Dec in UTC).
    expect(details('Acknowledged by')).toHaveTextContent('5 Dec 2026');
    expect(details('Resolved by')).toHaveTextContent('1 Jan 2027');
    expect(within(page).getByRole('list', { name: 'Items' })).toHaveTextContent('Mysore Pak · 500 g × 1');
    expect(within(page).getByText('The box was crushed and the pieces broken.')).toBeVisible();
    expect(within(page).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/api/files/review-photos/p1.webp',
    );

    const history = within(screen.getByRole('region', { name: 'Ticket history' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      'Reported3 Dec 2026, 1:30 am',
      'Resolved — Refunded in full3 Dec 2026, 9:30 am',
    ]);
  });

  it('says a ticket waits for the seller, and flags it when it is overdue', async () => {
    const { page } = await openTicket(makeIssue({ overdue: true }));
    const status = within(page).getByText('Status', { selector: 'dt' }).nextElementSibling;
    expect(status).toHaveTextContent('Waiting for the seller');
    expect(status).toHaveTextContent('Overdue');
    expect(within(page).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("shows a seller's decline with its reason while the ticket is with the grievance officer", async () => {
    const { page } = await openTicket(
      makeOfferedIssue({
        status: 'escalated',
        respondBy: null,
        resolution: {
          kind: 'decline',
          note: 'The seal was intact on dispatch',
          by: 'seller',
          at: '2026-12-03T04:00:00.000Z',
        },
      }),
    );
    expect(within(page).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'With the grievance officer',
    );
    expect(within(page).getByRole('region', { name: "The seller's answer" })).toHaveTextContent(
      'Declined: The seal was intact on dispatch',
    );
    expect(within(page).queryByRole('button', { name: 'Escalate to the grievance officer' })).not.toBeInTheDocument();
  });

  it("accepts the seller's offer: the ticket is resolved with the refund", async () => {
    const offered = makeOfferedIssue();
    const resolved: Issue = { ...offered, status: 'resolved', respondBy: null };
    const { api, page, user, settle } = await openTicket(offered, {
      [`POST /api/support/${NUMBER}/accept`]: () => {
        settle(resolved);
        return jsonResponse({ success: true, issue: resolved });
      },
    });
    const offer = within(page).getByRole('region', { name: "The seller's offer" });
    expect(offer).toHaveTextContent('Refund of ₹450.00');
    expect(offer).toHaveTextContent('If you do nothing, this answer stands as accepted on 10 Dec 2026, 9:30 am.');
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));

    expect(await within(page).findByRole('region', { name: 'Settled' })).toHaveTextContent('Refund of ₹450.00');
    expect(within(page).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Resolved');
    expect(within(page).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(sentTo(api, `/api/support/${NUMBER}/accept`)).toHaveLength(1);
  });

  it('shows a ticket settled with a replacement shipped, with its carrier and tracking number', async () => {
    const replaced = makeOfferedIssue({
      status: 'resolved',
      respondBy: null,
      resolution: { kind: 'replacement', note: 'A fresh box', by: 'seller', at: '2026-12-03T04:00:00.000Z' },
      replacement: {
        status: 'shipped',
        carrier: 'DTDC',
        trackingNumber: 'D12345678',
        shippedAt: '2026-12-04T04:00:00.000Z',
        deliveredAt: null,
      },
    });
    const { api, page } = await openTicket(replaced);
    const settled = within(page).getByRole('region', { name: 'Settled' });
    expect(settled).toHaveTextContent('Replacement of the reported items — A fresh box');
    expect(within(settled).getByTestId('ticket-replacement')).toHaveTextContent(
      'Replacement shipped — DTDC tracking D12345678',
    );
    expect(within(page).queryByRole('form', { name: 'Where should we send your refund?' })).not.toBeInTheDocument();
    // A replacement needs nothing of the order (how it was paid only matters to a refund).
    expect(api.calls.some((url) => url.pathname.startsWith('/api/orders'))).toBe(false);
  });

  it.each([
    [
      'still to be sent',
      { status: 'to-send', carrier: null, trackingNumber: null, shippedAt: null, deliveredAt: null },
      'Replacement to be sent',
    ],
    [
      // 9 Dec 01:00 in India, still 8 Dec in UTC.
      'delivered, on the day in India',
      {
        status: 'delivered',
        carrier: null,
        trackingNumber: 'D12345678',
        shippedAt: '2026-12-04T04:00:00.000Z',
        deliveredAt: '2026-12-08T19:30:00.000Z',
      },
      'Replacement delivered on 9 Dec 2026',
    ],
  ] as const)('says when a replacement decided by the grievance officer is %s', async (_, replacement, text) => {
    const { page } = await openTicket(
      makeOfferedIssue({
        status: 'resolved',
        respondBy: null,
        resolution: { kind: 'replacement', by: 'admin', at: '2026-12-03T04:00:00.000Z' },
        replacement: { ...replacement },
      }),
    );
    const decided = within(page).getByRole('region', { name: 'The grievance officer decided' });
    expect(within(decided).getByTestId('ticket-replacement')).toHaveTextContent(text);
  });

  it('offers a replacement to accept, with no UPI ID asked for', async () => {
    const offered = makeOfferedIssue({
      resolution: { kind: 'replacement', by: 'seller', at: '2026-12-03T04:00:00.000Z' },
    });
    const bodies: unknown[] = [];
    const { page, user } = await openTicket(offered, {
      [`POST /api/support/${NUMBER}/accept`]: (body) => {
        bodies.push(body);
        return jsonResponse({ success: true, issue: { ...offered, status: 'resolved', respondBy: null } });
      },
    });
    const offer = within(page).getByRole('region', { name: "The seller's offer" });
    expect(offer).toHaveTextContent('Replacement of the reported items');
    expect(offer).toHaveTextContent('Once you accept, the seller sends the reported items again at no charge.');
    expect(within(offer).queryByRole('textbox', { name: /UPI ID/ })).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Accept the replacement' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('shows why accepting was refused and keeps the offer on screen', async () => {
    const { page, user } = await openTicket(makeOfferedIssue(), {
      [`POST /api/support/${NUMBER}/accept`]: () =>
        jsonResponse(
          { success: false, message: 'Ticket TK-20261202-4F7K2 cannot be changed that way: it is settled' },
          409,
          'Conflict',
        ),
    });
    await user.click(within(page).getByRole('button', { name: 'Accept' }));
    expect(await within(page).findByRole('alert')).toHaveTextContent('it is settled');
    expect(within(page).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('escalates with a reason of at least 10 characters, and the ticket goes to the grievance officer', async () => {
    const offered = makeOfferedIssue();
    const escalated: Issue = { ...offered, status: 'escalated', respondBy: null };
    const bodies: unknown[] = [];
    const { api, page, user, settle } = await openTicket(offered, {
      [`POST /api/support/${NUMBER}/escalate`]: (body) => {
        bodies.push(body);
        settle(escalated);
        return jsonResponse({ success: true, issue: escalated });
      },
    });
    await user.click(within(page).getByRole('button', { name: 'Escalate to the grievance officer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escalate to the grievance officer' });
    expect(dialog).toHaveTextContent('Unless you escalate by 10 Dec 2026, 9:30 am');
    const reason = within(dialog).getByRole('textbox', { name: /Why don't you accept/ });

    await user.type(reason, 'Short');
    await user.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(await within(dialog).findByText('Please say in at least 10 characters why you do not accept')).toBeVisible();
    expect(sentTo(api, `/api/support/${NUMBER}/escalate`)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Half the box was crushed, ₹450 is not the whole of it');
    await user.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ reason: 'Half the box was crushed, ₹450 is not the whole of it' }]);
    await waitFor(() =>
      expect(within(page).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'With the grievance officer',
      ),
    );
    expect(within(page).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("says so when the ticket is not the shopper's or does not exist", async () => {
    serve(() => jsonResponse({ success: false, message: 'Ticket not found' }, 404, 'Not Found'));
    renderApp(`/support/${NUMBER}`);
    expect(await screen.findByText('Ticket not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/orders');
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const api = mockApi({});
    const { router } = renderApp(`/support/${NUMBER}`);
    await screen.findByRole('heading', { name: /sign in|log in|welcome/i });
    expect(currentUrl(router)).toBe('/login');
    expect(api.calls.some((url) => url.pathname.startsWith('/api/support'))).toBe(false);
  });
});
