import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

const rejected = makeSeller({ isActive: false, isVerified: false, rejectionReason: 'The IFSC code does not match' });

describe('a rejected seller on its dashboard', () => {
  it('reads the reason, fixes the bank details in its profile and resubmits for review', async () => {
    const alert = jest.spyOn(window, 'alert');
    const { api } = await openDashboard({
      seller: rejected,
      handlers: {
        'PATCH /api/sellers/me': (body: unknown) =>
          jsonResponse({
            success: true,
            message: 'Your profile has been saved',
            reverification: ['bankIfscCode'],
            seller: {
              ...rejected,
              bankDetails: {
                ...rejected.bankDetails,
                ifscCode: (body as { bankDetails: { ifscCode: string } }).bankDetails.ifscCode,
              },
            },
          }),
        'POST /api/sellers/me/resubmit': () =>
          jsonResponse({
            success: true,
            message: 'Your application has been sent for review again',
            seller: { ...rejected, isActive: true },
          }),
      },
    });
    const u = userEvent.setup();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Your seller application was not approved: The IFSC code does not match');

    await u.click(within(note).getByRole('button', { name: 'Edit Profile' }));
    const form = await screen.findByRole('form', { name: 'Edit business profile' });
    for (const document of ['Aadhar Card', 'PAN Card', 'Bank Document'])
      expect(within(form).getByLabelText(`Replace ${document}`)).toBeEnabled();
    const ifsc = within(form).getByLabelText(/^IFSC Code/);
    await u.clear(ifsc);
    await u.type(ifsc, 'bad');
    await u.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await within(form).findByText('Please enter a valid IFSC code')).toBeVisible();
    expect(callsTo(api, 'PATCH', '/api/sellers/me')).toHaveLength(0);

    await u.clear(ifsc);
    await u.type(ifsc, 'hdfc0004321');
    await u.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved');
    const sent = JSON.parse(String(callsTo(api, 'PATCH', '/api/sellers/me')[0].init.body));
    expect(sent.bankDetails).toMatchObject({ ifscCode: 'HDFC0004321' });
    expect(sent.bankDetails).not.toHaveProperty('accountNumber');
    expect(screen.getByText('HDFC0004321')).toBeVisible();

    await u.click(within(screen.getByRole('note')).getByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('Your application has been sent for review again')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('Your seller account is pending approval.'));
    expect(callsTo(api, 'POST', '/api/sellers/me/resubmit')).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
