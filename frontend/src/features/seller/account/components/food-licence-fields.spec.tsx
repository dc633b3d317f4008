import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FSSAI_NUMBER_MESSAGE } from '@thindi/contracts';
import { jsonResponse, mockApi } from '../../../../../test/fetch-mock';
import { renderApp } from '../../../../../test/render-app';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

type U = ReturnType<typeof userEvent.setup>;
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const FSSAI_KEY = 'seller-documents/fssai/5d0c7f4e-4f0a-4bb1-9d36-0f6a3c1f2e01.pdf';

const directory = {
  'GET /api/pincodes/625001': () =>
    jsonResponse({
      success: true,
      pincode: { pincode: '625001', district: 'Madurai', state: 'Tamil Nadu', stateCode: '33', places: ['Madurai'] },
    }),
};

async function typeInto(u: U, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await u.clear(field);
  await u.type(field, value);
}

/** Through step 1 and the address, PAN and KYC documents of step 2, with nothing of the licence given yet. */
async function upToLicence(u: U) {
  await typeInto(u, 'Business Name *', 'Amma Sweets');
  await typeInto(u, 'Owner Name *', 'Lakshmi');
  await typeInto(u, 'Email *', 'amma@example.com');
  await typeInto(u, 'Phone *', '9876543210');
  await u.click(screen.getByRole('button', { name: 'Next' }));
  await typeInto(u, 'Pincode *', '625001');
  expect(await screen.findByText('Madurai, Tamil Nadu')).toBeVisible();
  await typeInto(u, 'Street *', '1 Temple St');
  await typeInto(u, 'PAN Number *', 'ABCDE1234F');
  await u.upload(screen.getByLabelText('Aadhar Card *'), png('aadhar.png'));
  await u.upload(screen.getByLabelText('PAN Card *'), png('pan.png'));
  await u.upload(screen.getByLabelText('Bank Document *'), pdf('bank.pdf'));
}

describe('the FSSAI licence at sign-up', () => {
  it("checks the licence on its own step with the contract's messages and sends it with its certificate", async () => {
    const api = mockApi({ ...directory, 'POST /api/sellers/register': () => jsonResponse({ success: false }, 500) });
    renderApp('/seller/signup');
    await screen.findByRole('heading', { level: 1, name: 'Become a Seller' });
    const u = userEvent.setup({ applyAccept: false });
    await upToLicence(u);
    const licence = within(screen.getByRole('group', { name: 'FSSAI licence' }));
    expect(licence.getByLabelText('FSSAI Licence Number')).toHaveAccessibleDescription(/^14 digits/);

    await u.type(licence.getByLabelText('FSSAI Licence Number'), '1332100100');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FSSAI_NUMBER_MESSAGE);

    await typeInto(u, 'FSSAI Licence Number', '13321001000123');
    await u.selectOptions(licence.getByLabelText('Licence Kind'), 'FSSAI registration');
    await u.type(licence.getByLabelText('Licence Valid Until'), '2028-03-31');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An FSSAI registration number starts with 2');

    await u.selectOptions(licence.getByLabelText('Licence Kind'), 'FSSAI state licence');
    await u.upload(licence.getByLabelText('FSSAI Certificate'), pdf('fssai.pdf'));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Bank & Password' })).toBeVisible();
    await typeInto(u, 'Account Number *', '123456789012');
    await typeInto(u, 'IFSC Code *', 'HDFC0001234');
    await typeInto(u, 'Bank Name *', 'HDFC Bank');
    await typeInto(u, 'Account Holder Name *', 'Lakshmi');
    await typeInto(u, 'Password *', 'Kara-Sev-2024');
    await typeInto(u, 'Confirm Password *', 'Kara-Sev-2024');
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));

    await waitFor(() => expect(callsTo(api, 'POST', '/api/sellers/register')).toHaveLength(1));
    const form = callsTo(api, 'POST', '/api/sellers/register')[0].init.body as FormData;
    expect(form.get('fssaiLicenceNumber')).toBe('13321001000123');
    expect(form.get('fssaiLicenceKind')).toBe('state-licence');
    expect(form.get('fssaiValidUntil')).toBe('2028-03-31');
    expect((form.get('fssaiCertificate') as File).name).toBe('fssai.pdf');
  });

  it('lets a seller register without a licence, and sends none of its fields', async () => {
    const api = mockApi({ ...directory, 'POST /api/sellers/register': () => jsonResponse({ success: false }, 500) });
    renderApp('/seller/signup');
    await screen.findByRole('heading', { level: 1, name: 'Become a Seller' });
    const u = userEvent.setup({ applyAccept: false });
    await upToLicence(u);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Bank & Password' })).toBeVisible();
    await typeInto(u, 'Account Number *', '123456789012');
    await typeInto(u, 'IFSC Code *', 'HDFC0001234');
    await typeInto(u, 'Bank Name *', 'HDFC Bank');
    await typeInto(u, 'Account Holder Name *', 'Lakshmi');
    await typeInto(u, 'Password *', 'Kara-Sev-2024');
    await typeInto(u, 'Confirm Password *', 'Kara-Sev-2024');
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));

    await waitFor(() => expect(callsTo(api, 'POST', '/api/sellers/register')).toHaveLength(1));
    const form = callsTo(api, 'POST', '/api/sellers/register')[0].init.body as FormData;
    for (const field of ['fssaiLicenceNumber', 'fssaiLicenceKind', 'fssaiValidUntil', 'fssaiCertificate'])
      expect(form.get(field)).toBeNull();
  });
});

describe('the FSSAI licence, about and customer care in the profile', () => {
  it('saves a new licence with its certificate, the about text and a customer-care contact', async () => {
    const seller = makeSeller({ isVerified: true });
    const { api } = await openDashboard({
      seller,
      handlers: {
        'POST /api/sellers/me/documents/fssaiCertificate': () =>
          jsonResponse({
            success: true,
            message: 'Document uploaded',
            document: { field: 'fssaiCertificate', key: FSSAI_KEY, fileName: 'renewed.pdf' },
          }),
        'PATCH /api/sellers/me': () =>
          jsonResponse({ success: true, message: 'Your profile has been saved', reverification: [], seller }),
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText(/^FSSAI state licence 13321001000123, valid until 31 Mar 2028/)).toBeVisible();
    await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = within(await screen.findByRole('form', { name: 'Edit business profile' }));
    expect(form.getByLabelText('FSSAI Licence Number')).toHaveValue('13321001000123');
    await u.clear(form.getByLabelText('Licence Valid Until'));
    await u.type(form.getByLabelText('Licence Valid Until'), '2031-03-31');
    await u.upload(form.getByLabelText('FSSAI Certificate'), pdf('renewed.pdf'));
    await u.type(form.getByLabelText('About your business'), 'Sweets from a Madurai kitchen since 1962.');
    await u.clear(form.getByLabelText('Customer Care Email'));
    await u.type(form.getByLabelText('Customer Care Email'), 'not-an-email');
    await u.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Please enter a valid customer-care email address')).toBeVisible();
    expect(callsTo(api, 'PATCH', '/api/sellers/me')).toHaveLength(0);

    await u.clear(form.getByLabelText('Customer Care Email'));
    await u.type(form.getByLabelText('Customer Care Email'), 'care@ammasweets.in');
    await u.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved');
    const sent = JSON.parse(String(callsTo(api, 'PATCH', '/api/sellers/me')[0].init.body));
    expect(sent).toMatchObject({
      fssaiLicenceNumber: '13321001000123',
      fssaiLicenceKind: 'state-licence',
      fssaiValidUntil: '2031-03-31',
      about: 'Sweets from a Madurai kitchen since 1962.',
      customerCare: { phone: '9876543210', email: 'care@ammasweets.in' },
      documents: { fssaiCertificate: FSSAI_KEY },
    });
  });
});
