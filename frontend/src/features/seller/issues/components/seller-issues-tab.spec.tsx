import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Issue } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { makeIssue, makeOfferedIssue } from '../../../../../test/issue.factory';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const NUMBER = 'TK-20261202-4F7K2';
const open = makeIssue({ overdue: true, value: 500 });
const offered = makeOfferedIssue({ id: 'i2', number: 'TK-20261201-AAAAA', orderNumber: 'TH-20261120-XYZAB' });
/** A ticket settled with a replacement the seller has still to send. */
const toSend = makeOfferedIssue({
  status: 'resolved',
  respondBy: null,
  resolution: { kind: 'replacement', by: 'seller', at: '2026-12-03T04:00:00.000Z' },
  replacement: { status: 'to-send', carrier: null, trackingNumber: null, shippedAt: null, deliveredAt: null },
});
const shipped: Issue = {
  ...toSend,
  replacement: {
    status: 'shipped',
    carrier: 'DTDC',
    trackingNumber: 'D12345678',
    shippedAt: '2026-12-04T04:00:00.000Z',
    deliveredAt: null,
  },
};

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

  it('offers a replacement, with no amount, and says what a replacement means', async () => {
    const bodies: unknown[] = [];
    const { user } = await openProblems(() => [open], {
      [`POST /api/sellers/issues/${NUMBER}/answer`]: (body: unknown) => {
        bodies.push(body);
        return jsonResponse({ success: true, issue: { ...open, status: 'offered' } });
      },
    });
    const dialog = await openAnswer(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['refund', 'replacement', 'decline']);
    await user.click(within(dialog).getByRole('radio', { name: 'Replacement' }));
    expect(within(dialog).queryByRole('textbox', { name: /Refund/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('The reported items are sent again at no charge');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ resolution: 'replacement' }]);
  });

  it('sends the note with a replacement, and shows the refusal when the stock is short', async () => {
    const bodies: unknown[] = [];
    const { user } = await openProblems(() => [open], {
      [`POST /api/sellers/issues/${NUMBER}/answer`]: (body: unknown) => {
        bodies.push(body);
        return jsonResponse(
          {
            success: false,
            code: 'ORDER.OUT_OF_STOCK',
            message: 'Only 2 left in stock for Mysore Pak 500 g: offer a refund instead',
          },
          409,
        );
      },
    });
    const dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Replacement' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the shopper/ }), 'A fresh box today');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('offer a refund instead');
    expect(bodies).toEqual([{ resolution: 'replacement', note: 'A fresh box today' }]);
  });

  it('shows a replacement to send, and ships it with its tracking number (required)', async () => {
    const bodies: unknown[] = [];
    let sent = false;
    const { api, user } = await openProblems(() => [sent ? shipped : toSend], {
      [`POST /api/sellers/issues/${NUMBER}/replacement`]: (body: unknown) => {
        bodies.push(body);
        sent = true;
        return jsonResponse({ success: true, issue: shipped });
      },
    });
    const card = await ticket(NUMBER);
    expect(card).toHaveTextContent('Answer: Replacement of the reported items');
    expect(within(card).getByTestId('replacement-state')).toHaveTextContent('Replacement to be sent');
    expect(within(card).queryByRole('button', { name: 'Mark replacement delivered' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ship replacement' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship replacement for ${NUMBER}` });

    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Tracking number is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'D1 23');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('trackingNumber may hold letters, digits and dashes only')).toBeVisible();
    expect(callsTo(api, 'POST', `/api/sellers/issues/${NUMBER}/replacement`)).toHaveLength(0);

    const tracking = within(dialog).getByRole('textbox', { name: /Tracking number/ });
    await user.clear(tracking);
    await user.type(tracking, 'D12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ status: 'shipped', trackingNumber: 'D12345678' }]);
    expect(bearer(callsTo(api, 'POST', `/api/sellers/issues/${NUMBER}/replacement`)[0].init)).toBe('s-tok');
    await waitFor(() =>
      expect(within(card).getByTestId('replacement-state')).toHaveTextContent(
        'Replacement shipped — DTDC tracking D12345678',
      ),
    );
    expect(within(card).getByRole('button', { name: 'Mark replacement delivered' })).toBeVisible();
  });

  it('sends the carrier when one is given, and keeps a refusal in the ship dialog', async () => {
    const bodies: unknown[] = [];
    const { user } = await openProblems(() => [toSend], {
      [`POST /api/sellers/issues/${NUMBER}/replacement`]: (body: unknown) => {
        bodies.push(body);
        return jsonResponse(
          { success: false, code: 'ORDER.REPLACEMENT_NOT_ALLOWED', message: 'The replacement is already shipped' },
          409,
        );
      },
    });
    await user.click(within(await ticket(NUMBER)).getByRole('button', { name: 'Ship replacement' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship replacement for ${NUMBER}` });
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'EE123456789IN');
    await user.type(within(dialog).getByRole('textbox', { name: /Carrier/ }), 'India Post');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The replacement is already shipped');
    expect(bodies).toEqual([{ status: 'shipped', trackingNumber: 'EE123456789IN', carrier: 'India Post' }]);
  });

  it('marks a shipped replacement delivered once asked', async () => {
    const bodies: unknown[] = [];
    const { user } = await openProblems(() => [shipped], {
      [`POST /api/sellers/issues/${NUMBER}/replacement`]: (body: unknown) => {
        bodies.push(body);
        return jsonResponse({
          success: true,
          issue: { ...shipped, replacement: { ...shipped.replacement, status: 'delivered' } },
        });
      },
    });
    const card = await ticket(NUMBER);
    expect(within(card).queryByRole('button', { name: 'Ship replacement' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark replacement delivered' }));
    const dialog = await screen.findByRole('dialog', { name: `Replacement for ${NUMBER} delivered?` });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ status: 'delivered' }]);
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
