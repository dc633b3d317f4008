import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '../../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../../test/render-app';
import { makeSeller } from '../../../../../test/sellers';

const png = (name = 'aadhar.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
type U = ReturnType<typeof userEvent.setup>;

async function openSignup() {
  const view = renderApp('/seller/signup');
  await screen.findByRole('heading', { level: 1, name: 'Become a Seller' });
  return { ...view, u: userEvent.setup({ applyAccept: false }) };
}

async function fill(u: U, values: [string, string][]) {
  for (const [label, value] of values) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await u.selectOptions(field, value);
    else await u.type(field, value);
  }
}

/** The pincode directory's answer for the seller's business address. */
const directory = {
  'GET /api/pincodes/625001': () =>
    jsonResponse({
      success: true,
      pincode: { pincode: '625001', district: 'Madurai', state: 'Tamil Nadu', stateCode: '33', places: ['Madurai'] },
    }),
};

async function stepOne(u: U) {
  await fill(u, [
    ['Business Name *', 'Amma Sweets'],
    ['Owner Name *', 'Lakshmi'],
    ['Email *', 'amma@example.com'],
    ['Phone *', '9876543210'],
  ]);
  await u.selectOptions(screen.getByLabelText('Business Type *'), 'partnership');
  await u.click(screen.getByRole('button', { name: 'Next' }));
}

async function stepTwo(u: U) {
  await fill(u, [['Pincode *', '625001']]);
  // The pincode fills the city and the state.
  expect(await screen.findByText('Madurai, Tamil Nadu')).toBeVisible();
  expect(screen.getByLabelText('City *')).toHaveValue('Madurai');
  expect(screen.getByLabelText('State *')).toHaveValue('Tamil Nadu');
  await fill(u, [
    ['Street *', '1 Temple St'],
    ['PAN Number *', 'abcde1234f'],
  ]);
  await u.upload(screen.getByLabelText('Aadhar Card *'), png());
  await u.upload(screen.getByLabelText('PAN Card *'), png('pan.jpg'));
  await u.upload(screen.getByLabelText('Bank Document *'), new File(['%PDF'], 'bank.pdf', { type: 'application/pdf' }));
  await u.click(screen.getByRole('button', { name: 'Next' }));
}

describe('seller sign-up', () => {
  it('walks three steps with Next and Previous, each checking its fields', async () => {
    mockApi(directory);
    const { u } = await openSignup();
    expect(screen.getByRole('heading', { name: 'Business Info' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    await stepOne(u);
    expect(screen.getByRole('heading', { name: 'Address & Legal' })).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Business Name *')).toHaveValue('Amma Sweets');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await fill(u, [
      ['Street *', '1 Temple St'],
      ['Pincode *', '625001'],
      ['PAN Number *', 'ABCDE1234F'],
    ]);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload all required documents (Aadhar Card, PAN Card, and Bank Document)',
    );
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Register as Seller' })).not.toBeInTheDocument();
  });

  it('opens step 3 clean: its messages appear only after the seller tries to register', async () => {
    const api = mockApi(directory);
    const { u } = await openSignup();
    await stepOne(u);
    await stepTwo(u);
    expect(await screen.findByRole('heading', { name: 'Bank & Password' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(api.requests.filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });

  it('refuses a large file and a wrong type as soon as they are chosen', async () => {
    mockApi(directory);
    const { u } = await openSignup();
    await stepOne(u);
    await u.upload(screen.getByLabelText('Aadhar Card *'), png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('File size must be less than 5MB')).toBeVisible();
    await u.upload(screen.getByLabelText('PAN Card *'), new File(['x'], 'pan.gif', { type: 'image/gif' }));
    expect(screen.getByText('File type not allowed. Allowed types: jpeg, jpg, png, pdf')).toBeVisible();
    await u.upload(screen.getByLabelText('Aadhar Card *'), png());
    expect(screen.queryByText('File size must be less than 5MB')).not.toBeInTheDocument();
    expect(screen.getByText('Selected: aadhar.png')).toBeVisible();
  });

  it('checks the passwords on step 3, shows the strength and sends multipart data', async () => {
    let answer = jsonResponse({ success: false }, 500);
    const api = mockApi({ ...directory, 'POST /api/sellers/register': () => answer });
    const { u, router } = await openSignup();
    await stepOne(u);
    await stepTwo(u);
    expect(screen.getByRole('heading', { name: 'Bank & Password' })).toBeVisible();
    await fill(u, [
      ['Account Number *', '123456789012'],
      ['IFSC Code *', 'hdfc0001234'],
      ['Account Holder Name *', 'Lakshmi'],
      ['Password *', 'abc'],
      ['Confirm Password *', 'abd'],
    ]);
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(await screen.findByText('Password strength: Weak')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await u.clear(screen.getByLabelText('Confirm Password *'));
    await u.type(screen.getByLabelText('Confirm Password *'), 'abc');
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');

    await u.type(screen.getByLabelText('Password *'), '-Kara-Sev-2024');
    await u.type(screen.getByLabelText('Confirm Password *'), '-Kara-Sev-2024');
    expect(await screen.findByText('Password strength: Strong')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');

    const request = api.requests.at(-1)?.init ?? {};
    const form = request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((request.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(form.get('businessType')).toBe('partnership');
    expect(form.get('panNumber')).toBe('ABCDE1234F');
    expect(form.get('gstNumber')).toBeNull();
    expect(JSON.parse(String(form.get('address')))).toEqual({
      street: '1 Temple St',
      city: 'Madurai',
      state: 'Tamil Nadu',
      pincode: '625001',
    });
    expect(JSON.parse(String(form.get('bankDetails')))).toEqual({
      accountNumber: '123456789012',
      ifscCode: 'HDFC0001234',
      accountHolderName: 'Lakshmi',
      bankName: 'HDFC Bank',
    });
    expect((form.get('bankDocument') as File).name).toBe('bank.pdf');

    answer = jsonResponse({ success: true, message: 'Registered', token: 'seller-tok', seller: makeSeller() }, 201);
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/seller/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Amma Sweets' })).toBeVisible();
    expect(screen.getByText(/pending approval/)).toBeVisible();
    expect(localStorage.getItem('thindi.seller.token')).toBe('seller-tok');
  });

  it("checks each step's formats with the registration contract's messages before going on", async () => {
    const api = mockApi(directory);
    const { u } = await openSignup();
    await fill(u, [
      ['Business Name *', 'Amma Sweets'],
      ['Owner Name *', 'Lakshmi'],
      ['Email *', 'amma@example.com'],
      ['Phone *', '09876'],
    ]);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    await u.clear(screen.getByLabelText('Phone *'));
    await u.type(screen.getByLabelText('Phone *'), '9876543210');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Address & Legal' })).toBeVisible();

    await fill(u, [
      ['Street *', '1 Temple St'],
      ['City *', 'Madurai'],
      ['State *', 'Tamil Nadu'],
      ['Pincode *', '062500'],
      ['PAN Number *', 'ABCD1234F'],
    ]);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid pincode');
    await u.clear(screen.getByLabelText('Pincode *'));
    await u.type(screen.getByLabelText('Pincode *'), '625001');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid PAN number');
    await u.clear(screen.getByLabelText('PAN Number *'));
    await u.type(screen.getByLabelText('PAN Number *'), 'ABCDE1234F');
    await u.type(screen.getByLabelText('GST Number (optional)'), '29PQRST678');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid GST number');
    expect(screen.getByRole('heading', { name: 'Address & Legal' })).toBeVisible();
    expect(api.requests.filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });

  it("fills the bank's name from a complete IFSC and names the bank under the code, the name staying editable", async () => {
    mockApi(directory);
    const { u } = await openSignup();
    await stepOne(u);
    await stepTwo(u);
    const ifsc = screen.getByLabelText('IFSC Code *');
    expect(ifsc).toHaveAccessibleDescription('11 characters, printed on your cheque book and passbook');
    await u.type(ifsc, 'sbin000123');
    expect(screen.getByLabelText('Bank Name *')).toHaveValue('');
    await u.type(ifsc, '4');
    expect(ifsc).toHaveValue('SBIN0001234');
    expect(screen.getByLabelText('Bank Name *')).toHaveValue('State Bank of India');
    expect(ifsc).toHaveAccessibleDescription('Bank: State Bank of India');

    // Another bank's code replaces the name it filled; a name the seller typed stays.
    await u.clear(ifsc);
    await u.type(ifsc, 'UTIB0000123');
    expect(screen.getByLabelText('Bank Name *')).toHaveValue('Axis Bank');
    await u.clear(screen.getByLabelText('Bank Name *'));
    await u.type(screen.getByLabelText('Bank Name *'), 'Axis Bank, Anna Nagar');
    await u.clear(ifsc);
    await u.type(ifsc, 'KKBK0000123');
    expect(screen.getByLabelText('Bank Name *')).toHaveValue('Axis Bank, Anna Nagar');
    expect(ifsc).toHaveAccessibleDescription('Bank: Kotak Mahindra Bank');
  });

  it('leaves the bank name to the seller for a bank the app does not know', async () => {
    mockApi(directory);
    const { u } = await openSignup();
    await stepOne(u);
    await stepTwo(u);
    await u.type(screen.getByLabelText('IFSC Code *'), 'ZZZZ0001234');
    expect(screen.getByLabelText('Bank Name *')).toHaveValue('');
  });

  it("refuses a malformed IFSC code or account number with the contract's messages on step 3", async () => {
    const api = mockApi(directory);
    const { u } = await openSignup();
    await stepOne(u);
    await stepTwo(u);
    await fill(u, [
      ['Account Number *', '12345'],
      ['IFSC Code *', 'SBIN1001234'],
      ['Account Holder Name *', 'Lakshmi'],
      ['Bank Name *', 'SBI'],
      ['Password *', 'Kara-Sev-2024'],
      ['Confirm Password *', 'Kara-Sev-2024'],
    ]);
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid bank account number (9 to 18 digits)',
    );
    await u.clear(screen.getByLabelText('Account Number *'));
    await u.type(screen.getByLabelText('Account Number *'), '123456789012');
    await u.click(screen.getByRole('button', { name: 'Register as Seller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid IFSC code');
    expect(api.requests.filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });
});
