import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makePublicConfig } from '../../../../test/public-config';
import { renderWithClient } from '../../../../test/render-with-client';
import { YourDataSection } from './your-data-section';

const DELETED =
  'Your account was deleted. Invoices stay with the platform for the period the GST law sets, with the name on them.';
const IN_USE =
  'Your account cannot be deleted yet: order TH-20261108-AB12C is on its way (wait until it is delivered, or cancel it); ticket TK-20261108-XY34Z is open (wait until it is settled)';

type Api = ReturnType<typeof mockApi>;
const deletions = (api: Api) => api.requests.filter((r) => r.url.pathname === '/api/users/me');
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

/** Asha's 'Your data' section, signed in. */
function renderSection(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/config': () => jsonResponse(makePublicConfig()), ...handlers });
  storeCustomer(undefined, 'cust-token');
  const onDeleted = jest.fn();
  renderWithClient(
    <MemoryRouter>
      <YourDataSection email="asha@example.com" onDeleted={onDeleted} />
    </MemoryRouter>,
  );
  return { api, onDeleted, u: userEvent.setup() };
}

/** The section with the 'Delete my account' dialog open. */
async function openDialog(handlers: Parameters<typeof mockApi>[0] = {}) {
  const view = renderSection(handlers);
  await view.u.click(screen.getByRole('button', { name: 'Delete my account' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delete my account' }) };
}

describe("'Delete my account' in the account's 'Your data'", () => {
  it('says in plain words what goes, what stays and when deleting must wait', () => {
    renderSection();

    expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    expect(
      screen.getByText(/e-mail, name, phone, password, saved addresses and cart are erased at once/),
    ).toBeVisible();
    expect(screen.getByText(/orders and reviews stay, as by ‘Former customer’/)).toBeVisible();
    expect(
      screen.getByText(/invoices are kept, with your name on them, for the period the GST law sets/),
    ).toBeVisible();
    expect(screen.getByText(/While an order is on its way or a problem you reported is open/)).toBeVisible();
  });

  it('deletes the account with the password and hands on the server’s sentence', async () => {
    const { api, u, dialog, onDeleted } = await openDialog({
      'DELETE /api/users/me': () => jsonResponse({ success: true, message: DELETED }),
    });
    await u.type(within(dialog).getByLabelText('Password'), 'Murukku@123');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(DELETED));
    const [request] = deletions(api);
    expect(request.init.method).toBe('DELETE');
    expect(bodyOf(request.init)).toEqual({ password: 'Murukku@123' });
    expect(bearer(request.init)).toBe('cust-token');
  });

  it('shows why the account cannot be deleted yet, naming the order and the ticket', async () => {
    const { u, dialog, onDeleted } = await openDialog({
      'DELETE /api/users/me': () =>
        jsonResponse({ success: false, code: 'AUTH.ACCOUNT_IN_USE', message: IN_USE }, 409, 'Conflict'),
    });
    await u.type(within(dialog).getByLabelText('Password'), 'Murukku@123');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IN_USE);
    expect(within(dialog).getByRole('button', { name: 'Delete my account for good' })).toBeEnabled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows a wrong password in the dialog', async () => {
    const { u, dialog, onDeleted } = await openDialog({
      'DELETE /api/users/me': () =>
        jsonResponse(
          { success: false, code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Your password is not correct' },
          400,
          'Bad Request',
        ),
    });
    await u.type(within(dialog).getByLabelText('Password'), 'nope');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is not correct');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('asks for the password before calling the server', async () => {
    const { api, u, dialog } = await openDialog();
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your password');
    expect(deletions(api)).toEqual([]);
  });

  it('deletes the account with a code e-mailed to the shopper instead of the password', async () => {
    const { api, u, dialog, onDeleted } = await openDialog({
      'POST /api/auth/send-otp': () => jsonResponse({ success: true, message: 'OTP sent', resendAfterSeconds: 60 }),
      'DELETE /api/users/me': () => jsonResponse({ success: true, message: DELETED }),
    });
    await u.click(within(dialog).getByRole('button', { name: 'Use a code e-mailed to me instead' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('We e-mailed a code to asha@example.com');
    const sent = api.requests.find((r) => r.url.pathname === '/api/auth/send-otp')!;
    expect(bodyOf(sent.init)).toEqual({ email: 'asha@example.com', type: 'login' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Code'), '482913');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(DELETED));
    expect(bodyOf(deletions(api)[0].init)).toEqual({ otp: '482913' });
  });

  it('leaves everything as it was when the shopper cancels', async () => {
    const { api, u, dialog, onDeleted } = await openDialog();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletions(api)).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
