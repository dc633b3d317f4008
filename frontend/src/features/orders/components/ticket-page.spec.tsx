import { screen, within } from '@testing-library/react';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeIssue } from '../../../../test/issue.factory';
import { currentUrl, renderApp } from '../../../../test/render-app';

const NUMBER = 'TK-20261202-4F7K2';

function serve(answer: () => Response) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    [`GET /api/support/${NUMBER}`]: answer,
  });
}

describe("the shopper's ticket page (/support/:number)", () => {
  it('shows the ticket: its order, problem, items, photos, status, both due dates in India and its history', async () => {
    const issue = makeIssue({
      history: [
        { status: 'open', at: '2026-12-02T20:00:00.000Z', by: 'shopper' },
        { status: 'closed', at: '2026-12-03T04:00:00.000Z', by: 'seller', note: 'Refunded in full' },
      ],
      status: 'closed',
    });
    serve(() => jsonResponse({ success: true, issue }));
    renderApp(`/support/${NUMBER}`);

    const page = await screen.findByRole('region', { name: `Ticket ${NUMBER}` });
    expect(within(page).getByRole('heading', { level: 1, name: `Ticket ${NUMBER}` })).toBeVisible();
    expect(within(page).getByRole('link', { name: 'Order #TH-20261124-ABCDE' })).toHaveAttribute('href', '/orders/o1');
    const details = (term: string) => within(page).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(details('Problem')).toHaveTextContent('Damaged or crushed');
    expect(details('Status')).toHaveTextContent('Closed');
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
      'Open3 Dec 2026, 1:30 am',
      'Closed — Refunded in full3 Dec 2026, 9:30 am',
    ]);
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
