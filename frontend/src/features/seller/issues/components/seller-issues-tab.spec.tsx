import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Issue } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { makeIssue, makeOfferedIssue } from '../../../../../test/issue.factory';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const NUMBER = 'TK-20261202-4F7K2';
const open = makeIssue({ overdue: true, value: 500 });
const offered = makeOfferedIssue({ id: 'i2', number: 'TK-20261201-AAAAA', orderNumber: 'TH-20261120-XYZAB' });

/** Opens the dashboard with the seller's tickets answered by `list` (given the status asked for), then the tab. */
async function openProblems(list: (status: string | null) => Issue[], handlers = {}) {
  const view = await openDashboard({
    handlers: {
      'GET /api/sellers/issues': () => {
        const asked = callsTo(view.api, 'GET', '/api/sellers/issues').at(-1);
        return jsonResponse({ success: true, issues: list(asked?.url.searchParams.get('status') ?? null) });
      },
      ...handlers,
    },
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Problems reported' }));
  return { ...view, user };
}

const ticket = (number: string) => screen.findByRole('listitem', { name: `Ticket ${number}` });

async function openAnswer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await ticket(NUMBER)).getByRole('button', { name: 'Answer' }));
  return screen.findByRole('dialog', { name: `Answer ticket ${NUMBER}` });
}

describe('seller Problems reported tab', () => {
  it('lists the tickets waiting for an answer with order, kind, items, words, photos and the due time, overdue flagged', async () => {
    const { api } = await openProblems(() => [open]);
    const card = await ticket(NUMBER);
    expect(
      within(card).getByRole('heading', { name: /Damaged or crushed · Order #TH-20261124-ABCDE/ }),
    ).toHaveTextContent('Overdue');
    expect(card).toHaveTextContent('Waiting for the seller');
    expect(within(card).getByRole('list', { name: 'Items' })).toHaveTextContent('Mysore Pak · 500 g × 1');
    expect(within(card).getByText('The box was crushed and the pieces broken.')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Photo 1' })).toBeVisible();
    // Due at 01:30 on 5 Dec in India.
    expect(card).toHaveTextContent('Answer by 5 Dec 2026, 1:30 am');
    const asked = callsTo(api, 'GET', '/api/sellers/issues')[0];
    expect(asked.url.searchParams.get('status')).toBe('open');
    expect(bearer(asked.init)).toBe('s-tok');
  });

  it('shows every ticket with the answer given, and no Answer button once answered', async () => {
    const { user } = await openProblems((status) => (status === 'open' ? [open] : [open, offered]));
    await ticket(NUMBER);
    await user.click(screen.getByRole('button', { name: 'All' }));
    const answered = await ticket('TK-20261201-AAAAA');
    expect(answered).toHaveTextContent('Answer: Refund of ₹450.00');
    expect(answered).toHaveTextContent('The seller answered');
    expect(within(answered).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('refuses a refund of more than the items cost before sending it', async () => {
    const { api, user } = await openProblems(() => [open]);
    const dialog = await openAnswer(user);
    const amount = within(dialog).getByRole('textbox', { name: /Refund/ });
    expect(amount).toHaveValue('500');
    await user.clear(amount);
    await user.type(amount, '600');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(
      await within(dialog).findByText('A refund may be at most ₹500.00, what the reported lines cost the shopper'),
    ).toBeVisible();
    expect(callsTo(api, 'POST', `/api/sellers/issues/${NUMBER}/answer`)).toHaveLength(0);
  });

  it('sends a refund with its note, then reads the tickets and orders again', async () => {
    const bodies: unknown[] = [];
    let answered = false;
    const { api, user } = await openProblems(() => (answered ? [] : [open]), {
      [`POST /api/sellers/issues/${NUMBER}/answer`]: (body: unknown) => {
        bodies.push(body);
        answered = true;
        return jsonResponse({ success: true, issue: { ...open, status: 'offered' } });
      },
    });
    const dialog = await openAnswer(user);
    const ordersRead = callsTo(api, 'GET', '/api/orders/seller/orders').length;
    const amount = within(dialog).getByRole('textbox', { name: /Refund/ });
    await user.clear(amount);
    await user.type(amount, '250.50');
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the shopper/ }), 'Sorry about the box');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ resolution: 'refund', amount: 250.5, note: 'Sorry about the box' }]);
    expect(bearer(callsTo(api, 'POST', `/api/sellers/issues/${NUMBER}/answer`)[0].init)).toBe('s-tok');
    expect(await screen.findByText('No problem waits for your answer')).toBeVisible();
    await waitFor(() => expect(callsTo(api, 'GET', '/api/orders/seller/orders').length).toBeGreaterThan(ordersRead));
  });

  it('needs a reason to decline, and sends it', async () => {
    const bodies: unknown[] = [];
    const { api, user } = await openProblems(() => [open], {
      [`POST /api/sellers/issues/${NUMBER}/answer`]: (body: unknown) => {
        bodies.push(body);
        return jsonResponse({ success: true, issue: { ...open, status: 'offered' } });
      },
    });
    const dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Decline' }));
    expect(within(dialog).queryByRole('textbox', { name: /Refund/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Please give the shopper a reason of at least 10 characters')).toBeVisible();
    expect(callsTo(api, 'POST', `/api/sellers/issues/${NUMBER}/answer`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The seal was intact when it left us');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ resolution: 'decline', reason: 'The seal was intact when it left us' }]);
  });

  it("keeps the server's refusal in the dialog", async () => {
    const { user } = await openProblems(() => [open], {
      [`POST /api/sellers/issues/${NUMBER}/answer`]: () =>
        jsonResponse({ success: false, message: `Ticket ${NUMBER} cannot be changed that way: it is escalated` }, 409),
    });
    const dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('it is escalated');
  });

  it('says so when the tickets cannot be read', async () => {
    await openProblems(() => [], {
      'GET /api/sellers/issues': () => jsonResponse({ success: false, message: 'Boom' }, 500),
    });
    expect(await screen.findByText('Could not load the problems reported. Please try again.')).toBeVisible();
  });
});
