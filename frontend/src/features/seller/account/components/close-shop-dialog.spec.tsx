import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { currentUrl } from '../../../../../test/render-app';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

const CLOSED = 'Your shop is closed. Your invoices and statements stay with the platform, as the law asks.';
const IN_USE =
  'Your shop cannot be closed yet: order TH-20261108-AB12C is not yet delivered (deliver or cancel your part); ' +
  'ticket TK-20261108-XY34Z is open (answer it, and wait until it is settled); ₹1,250.00 is held for you until its ' +
  'return window passes';

type Handlers = NonNullable<Parameters<typeof openDashboard>[0]>['handlers'];
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

/** Amma Sweets' profile tab, signed in, with the 'Close my shop' dialog open. */
async function openDialog(handlers: Handlers = {}) {
  const view = await openDashboard({ seller: makeSeller({ isVerified: true }), handlers });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Profile' }));
  const section = await screen.findByRole('region', { name: 'Close shop' });
  await u.click(within(section).getByRole('button', { name: 'Close my shop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close my shop' });
  const submit = async (password: string) => {
    if (password) await u.type(within(dialog).getByLabelText('Password'), password);
    await u.click(within(dialog).getByRole('button', { name: 'Close shop' }));
  };
  return { ...view, u, dialog, submit };
}

describe("'Close my shop' in the seller's profile", () => {
  it('says in plain words what closing does, what stays and when it must wait', async () => {
    const { dialog } = await openDialog();

    expect(within(dialog).getByText(/your shop stops selling at once and cannot open again/)).toBeVisible();
    expect(within(dialog).getByText(/you are signed out on every device/)).toBeVisible();
    expect(within(dialog).getByText(/invoices and statements stay with the platform/)).toBeVisible();
    expect(
      within(dialog).getByText(/no order left to deliver or still open to a return, no ticket open/),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  });

  it("closes the shop with the password, says so in the server's words, then signs the seller out", async () => {
    const { api, router, submit } = await openDialog({
      'POST /api/sellers/me/close': () => jsonResponse({ success: true, message: CLOSED }),
    });
    await submit('Jalebi@2024');

    const closed = await screen.findByRole('dialog', { name: 'Your shop is closed' });
    expect(within(closed).getByRole('status')).toHaveTextContent(CLOSED);
    await userEvent.setup().click(within(closed).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign In to Dashboard' })).toBeVisible();
    expect(currentUrl(router)).toBe('/seller/login');
    const [request] = callsTo(api, 'POST', '/api/sellers/me/close');
    expect(bodyOf(request.init)).toEqual({ password: 'Jalebi@2024' });
    expect(bearer(request.init)).toBe('s-tok');
    expect(localStorage.getItem('thindi.seller.token')).toBeNull();
  });

  it('shows why the shop cannot be closed yet, naming the order, the ticket and the money, and stays open', async () => {
    const { dialog, submit } = await openDialog({
      'POST /api/sellers/me/close': () =>
        jsonResponse({ success: false, code: 'SELLER.SHOP_IN_USE', message: IN_USE }, 409, 'Conflict'),
    });
    await submit('Jalebi@2024');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IN_USE);
    expect(screen.getByRole('dialog', { name: 'Close my shop' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close shop' })).toBeEnabled();
    expect(localStorage.getItem('thindi.seller.token')).toBe('s-tok');
  });

  it('shows a wrong password in the dialog', async () => {
    const { dialog, submit } = await openDialog({
      'POST /api/sellers/me/close': () =>
        jsonResponse(
          { success: false, code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Your password is not correct' },
          400,
          'Bad Request',
        ),
    });
    await submit('nope');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is not correct');
    expect(localStorage.getItem('thindi.seller.token')).toBe('s-tok');
  });

  it('asks for the password before calling the server', async () => {
    const { api, dialog, submit } = await openDialog();
    await submit('');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your password');
    expect(callsTo(api, 'POST', '/api/sellers/me/close')).toEqual([]);
  });

  it('leaves the shop open when the seller cancels', async () => {
    const { api, u, dialog } = await openDialog();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', '/api/sellers/me/close')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Close shop' })).toBeVisible();
  });
});
