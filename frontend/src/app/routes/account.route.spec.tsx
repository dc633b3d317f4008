import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makePublicConfig } from '../../../test/public-config';
import { createTestQueryClient } from '../../../test/query-client';
import { App } from '../app';

const user = makeUser();
const DELETED =
  'Your account was deleted. Invoices stay with the platform for the period the GST law sets, with the name on them.';

/** Where the app is, on the page for the test to read. */
function PathShown() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * The whole app at /account on a component router, as in the browser, where a change of location renders as a
 * transition (after anything else the same click updates), signed in as Asha.
 */
function renderAccount(handlers: Parameters<typeof mockApi>[0]) {
  mockApi({
    'GET /api/auth/me': () => meResponse(user),
    'GET /api/config': () => jsonResponse(makePublicConfig()),
    ...handlers,
  });
  storeCustomer(user, 'cust-token');
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/account']}>
      {children}
      <PathShown />
    </MemoryRouter>
  );
  render(<App queryClient={createTestQueryClient()} router={Router} />);
  return userEvent.setup();
}

const currentPath = () => screen.getByTestId('path').textContent;

describe('/account after the account is deleted', () => {
  it('signs the shopper out here, goes home and says there what happened', async () => {
    const u = renderAccount({ 'DELETE /api/users/me': () => jsonResponse({ success: true, message: DELETED }) });
    const yourData = await screen.findByRole('region', { name: 'Your data' });
    await u.click(within(yourData).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await u.type(within(dialog).getByLabelText('Password'), 'Murukku@123');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText(DELETED)).toHaveAttribute('role', 'status');
    expect(localStorage.getItem('thindi.customer.token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('keeps the shopper signed in on /account when the server refuses', async () => {
    const u = renderAccount({
      'DELETE /api/users/me': () =>
        jsonResponse(
          { success: false, code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Your password is not correct' },
          400,
          'Bad Request',
        ),
    });
    const yourData = await screen.findByRole('region', { name: 'Your data' });
    await u.click(within(yourData).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await u.type(within(dialog).getByLabelText('Password'), 'nope');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is not correct');
    expect(currentPath()).toBe('/account');
    expect(localStorage.getItem('thindi.customer.token')).toBe('cust-token');
  });
});
