import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSeller, FoodLicence } from '@thindi/contracts';
import { jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, listOf, makeAdminSeller, makeStats, openAdminDashboard } from '../../../../test/admin';

const NO_LICENCE =
  'This seller has not given an FSSAI licence: its number, valid-until date and certificate are needed before approval';

const pendingLicence: FoodLicence = {
  number: '13321001000123',
  kind: 'state-licence',
  validUntil: '2028-03-31',
  certificate: true,
  verifiedAt: null,
  verified: null,
  status: 'pending',
  selling: false,
  graceEndsAt: null,
};

/** The Sellers tab with one seller, its details open; `handlers` answer the admin's changes. */
async function openDetails(seller: AdminSeller, handlers = {}) {
  const opened = await openAdminDashboard({
    handlers: {
      'GET /api/admin/sellers': () => listOf('sellers', [seller]),
      'GET /api/admin/sellers/s1': () => jsonResponse({ success: true, seller }),
      ...handlers,
    },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Sellers' }));
  await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
  return { ...opened, u, dialog: within(screen.getByRole('dialog', { name: 'Amma Sweets' })) };
}

describe("the seller's FSSAI licence in the admin's review", () => {
  it('shows the licence and its certificate, and verifies a pending one', async () => {
    const seller = makeAdminSeller({ isVerified: true, status: 'verified', foodLicence: pendingLicence });
    const { api, u, dialog } = await openDetails(seller, {
      'PATCH /api/admin/sellers/s1/fssai-licence/verify': () =>
        jsonResponse({ success: true, message: 'FSSAI licence verified', seller }),
    });
    const licence = within(dialog.getByRole('region', { name: 'FSSAI licence' }));
    expect(licence.getByText('Waiting for verification')).toBeVisible();
    expect(licence.getByText('13321001000123')).toBeVisible();
    expect(licence.getByText('FSSAI state licence')).toBeVisible();
    expect(licence.getByText('31 Mar 2028')).toBeVisible();
    expect(
      within(dialog.getByRole('group', { name: 'FSSAI Certificate' })).getByRole('button', { name: 'View' }),
    ).toBeVisible();

    await u.click(dialog.getByRole('button', { name: 'Verify licence' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', '/api/admin/sellers/s1/fssai-licence/verify')).toHaveLength(1));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/sellers/s1').length).toBeGreaterThan(1));
  });

  it('shows, beside a renewal waiting, the verified licence that counts until its own date', async () => {
    const verified = { number: '13321001000042', kind: 'state-licence' as const, validUntil: '2027-01-15' };
    const renewal = { ...pendingLicence, verified, selling: true };
    const { dialog } = await openDetails(
      makeAdminSeller({ isVerified: true, status: 'verified', foodLicence: renewal }),
    );
    const licence = within(dialog.getByRole('region', { name: 'FSSAI licence' }));
    expect(licence.getByText('13321001000123')).toBeVisible();
    expect(licence.getByText('The verified licence 13321001000042 counts until 15 Jan 2027 meanwhile')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Verify licence' })).toBeVisible();
  });

  it('offers no verification for a verified licence', async () => {
    const { dialog } = await openDetails(makeAdminSeller());
    expect(within(dialog.getByRole('region', { name: 'FSSAI licence' })).getByText('Verified')).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Verify licence' })).not.toBeInTheDocument();
  });

  it('shows, in the details, why an approval was refused for want of a licence', async () => {
    const seller = makeAdminSeller({
      foodLicence: {
        ...pendingLicence,
        number: null,
        kind: null,
        validUntil: null,
        certificate: false,
        status: 'missing',
      },
      documents: { aadharCard: true, panCard: true, bankDocument: true, fssaiCertificate: false },
    });
    const { u, dialog } = await openDetails(seller, {
      'PATCH /api/admin/sellers/s1/approve': () => jsonResponse({ success: false, message: NO_LICENCE }, 400),
    });
    expect(
      dialog.getByText('The seller has not given an FSSAI licence: it cannot be approved until it does.'),
    ).toBeVisible();
    expect(within(dialog.getByRole('group', { name: 'FSSAI Certificate' })).getByText('Not uploaded')).toBeVisible();
    await u.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(NO_LICENCE);
  });
});

describe("the admin's food facts figures", () => {
  it('counts the products without their food facts, on grace and held', async () => {
    // The figures the catalog adds to the admin's stats (decision 035).
    const stats = { ...makeStats(), productsWithoutFacts: 7, productsHeldForFacts: 2 };
    await openAdminDashboard({ stats });
    const card = screen.getByRole('group', { name: 'Products without food facts' });
    expect(card).toHaveTextContent('9');
    expect(card).toHaveTextContent('7 on grace · 2 held from sale');
  });

  it('shows no such card until the catalog counts them', async () => {
    await openAdminDashboard();
    expect(screen.queryByRole('group', { name: 'Products without food facts' })).not.toBeInTheDocument();
  });
});
