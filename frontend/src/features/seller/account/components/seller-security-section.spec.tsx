import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

const OWN_WORDS =
  'A password made of your name or e-mail address is easy to guess. Add another word or two. Uncommon words are better.';

async function openSecurity(handlers: NonNullable<Parameters<typeof openDashboard>[0]>['handlers'] = {}) {
  const view = await openDashboard({ seller: makeSeller({ isVerified: true }), handlers });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Profile' }));
  const section = await screen.findByRole('region', { name: 'Password and Sessions' });
  const change = async (newPassword: string) => {
    await u.type(within(section).getByLabelText('Current Password'), 'Old-Pass-1');
    await u.type(within(section).getByLabelText('New Password'), newPassword);
    await u.type(within(section).getByLabelText('Confirm New Password'), newPassword);
    await u.click(within(section).getByRole('button', { name: 'Change Password' }));
  };
  return { ...view, section, change };
}

describe("the seller's password change", () => {
  it("says why a new password made of the seller's own names would be refused, before sending it", async () => {
    const { api, section, change } = await openSecurity();
    await change('Amma Sweets 1');
    expect(await within(section).findByRole('alert')).toHaveTextContent(OWN_WORDS);
    expect(within(section).getByText(OWN_WORDS, { selector: 'p:not([role=alert])' })).toBeVisible();
    expect(callsTo(api, 'POST', '/api/sellers/change-password')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the new password as easy to guess", async () => {
    const reason = 'This is a top-100 common password. Add another word or two. Uncommon words are better.';
    const { section, change } = await openSecurity({
      'POST /api/sellers/change-password': () =>
        jsonResponse({ success: false, message: reason, code: 'AUTH.WEAK_PASSWORD' }, 400),
    });
    await change('Kozhukattai-Payasam-9');
    expect(await within(section).findByRole('alert')).toHaveTextContent(reason);
    expect(localStorage.getItem('thindi.seller.token')).toBe('s-tok');
  });
});
