import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerHistoryEntry } from '@thindi/contracts';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

const verified = makeSeller({ isVerified: true });
const PAN_KEY = 'seller-documents/pan/0b6f3c1e-5a43-4c7e-9a57-0d7c1c9e2b11.pdf';
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function openProfile(handlers: Parameters<typeof openDashboard>[0] = {}) {
  const view = await openDashboard({ seller: verified, ...handlers });
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }));
  return view;
}

describe("the seller's KYC documents in its profile", () => {
  it('replaces the PAN card: uploads it, saves its key with the profile and says verification starts again', async () => {
    const { api } = await openProfile({
      handlers: {
        'POST /api/sellers/me/documents/panCard': () =>
          jsonResponse({
            success: true,
            message: 'Document uploaded',
            document: { field: 'panCard', key: PAN_KEY, fileName: 'new-pan.pdf' },
          }),
        'PATCH /api/sellers/me': () =>
          jsonResponse({
            success: true,
            message:
              'Your profile has been saved. Because your KYC details changed, your account is pending verification again',
            reverification: ['panCard'],
            seller: { ...verified, isVerified: false },
          }),
      },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = await screen.findByRole('form', { name: 'Edit business profile' });
    expect(within(form).getByText(/or replacing a document, sends your account/)).toBeVisible();
    const pan = within(form).getByLabelText('Replace PAN Card');
    expect(pan).toHaveAccessibleDescription('PAN Card uploaded; choose a file to replace it');
    await u.upload(pan, pdf('new-pan.pdf'));
    expect(await within(form).findByText('Selected: new-pan.pdf')).toBeVisible();
    await u.click(within(form).getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('pending verification again');
    const [upload] = callsTo(api, 'POST', '/api/sellers/me/documents/panCard');
    const sentFile = (upload.init.body as FormData).get('document') as File;
    expect(sentFile.name).toBe('new-pan.pdf');
    const sent = JSON.parse(String(callsTo(api, 'PATCH', '/api/sellers/me')[0].init.body));
    expect(sent.documents).toEqual({ panCard: PAN_KEY });
    expect(callsTo(api, 'POST', '/api/sellers/me/documents/aadharCard')).toHaveLength(0);
  });

  it('saves the profile without a documents change when no file is chosen', async () => {
    const { api } = await openProfile({
      handlers: {
        'PATCH /api/sellers/me': () =>
          jsonResponse({ success: true, message: 'Your profile has been saved', reverification: [], seller: verified }),
      },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = await screen.findByRole('form', { name: 'Edit business profile' });
    await u.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved');
    expect(JSON.parse(String(callsTo(api, 'PATCH', '/api/sellers/me')[0].init.body))).not.toHaveProperty('documents');
    expect(api.requests.some((r) => r.url.pathname.startsWith('/api/sellers/me/documents'))).toBe(false);
  });
});

describe("the seller's review history", () => {
  const history: SellerHistoryEntry[] = [
    { action: 'approved', fields: [], reason: null, at: '2026-03-14T05:30:00.000Z' },
    { action: 'resubmitted', fields: [], reason: null, at: '2026-03-12T06:00:00.000Z' },
    { action: 'profile-changed', fields: ['bankIfscCode', 'panCard'], reason: null, at: '2026-03-11T06:00:00.000Z' },
    { action: 'rejected', fields: [], reason: 'The IFSC code does not match', at: '2026-03-10T09:15:00.000Z' },
  ];

  it('lists rejections with their reasons, resubmissions, edits and approvals, newest first, with Indian dates', async () => {
    await openProfile({
      handlers: { 'GET /api/sellers/me': () => jsonResponse({ success: true, seller: verified, history }) },
    });
    const section = await screen.findByRole('region', { name: 'Review History' });
    const lines = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      `${new Date(history[0].at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}: Application approved`,
      expect.stringMatching(/^12 Mar 2026, .*: Resubmitted for review$/),
      expect.stringMatching(/^11 Mar 2026, .*: Changed IFSC, PAN card; verification started again$/),
      expect.stringMatching(/^10 Mar 2026, .*: Application not approvedReason: The IFSC code does not match$/),
    ]);
  });
});
