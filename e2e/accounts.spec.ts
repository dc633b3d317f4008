import { expect, test, type Page } from '@playwright/test';
import { admin, fillPincode, mailFiles, PDF, PNG, readCode } from './support';

/**
 * Account journeys against the real standalone app. One-time codes are read from the mail the app sent
 * (see ./support: an SMTP catcher started by scripts/e2e.mjs), as a person would read their e-mail.
 */
const { email: adminEmail, password: adminPassword } = admin;

async function signOut(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await expect(page.getByText(fullName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

test.beforeAll(() => {
  expect(
    process.env.E2E_MAIL_DIR ?? process.env.E2E_DATA_DIR,
    'E2E_MAIL_DIR or E2E_DATA_DIR must say where mail lands',
  ).toBeTruthy();
});

test('a shopper signs up with an e-mailed code, then signs in by password and by code', async ({ page }) => {
  const email = `shopper.${Date.now()}@e2e.thindi.test`;
  const password = 'Masala-Dosa-42';
  const fullName = 'Kavya Subramanian';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  await page.getByLabel(/^First Name/).fill('Kavya');
  await page.getByLabel(/^Last Name/).fill('Subramanian');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  const before = mailFiles();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();

  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+:\d\d$/ })).toBeDisabled();
  await page.getByLabel('Enter OTP').fill(await readCode(email, before));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  await signOut(page, fullName);

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signing out on a page for members only leads home, not to the sign-in page.
  await page.getByRole('link', { name: 'Wishlist', exact: true }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await signOut(page, fullName);

  await page.goto('/login');
  await page.getByRole('button', { name: 'OTP Login' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const beforeLogin = mailFiles();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Enter OTP')).toBeVisible();
  await page.getByLabel('Enter OTP').fill(await readCode(email, beforeLogin));
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible();
});

test('a business registers as a seller in three steps, without its licence yet, and lands on its dashboard', async ({
  page,
}) => {
  const stamp = Date.now();
  const businessName = `Paati Snacks ${stamp}`;

  await page.goto('/seller/signup');
  await expect(page.getByRole('heading', { name: 'Business Info' })).toBeVisible();
  await page.getByLabel(/^Business Name/).fill(businessName);
  await page.getByLabel(/^Owner Name/).fill('Meenakshi Sundaram');
  await page.getByLabel(/^Email/).fill(`seller.${stamp}@e2e.thindi.test`);
  await page.getByLabel(/^Phone/).fill('9876543210');
  await page.getByLabel(/^Business Type/).selectOption('company');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Address & Legal' })).toBeVisible();
  await fillPincode(page, '600001', 'Chennai', 'Tamil Nadu');
  await page.getByLabel(/^Street/).fill('14 North Car Street');
  await page.getByLabel(/^PAN Number/).fill('ABCDE1234F');
  await page.getByLabel(/^Aadhar Card/).setInputFiles({ name: 'aadhar.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^PAN Card/).setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^Bank Document/).setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Bank & Password' })).toBeVisible();
  await page.getByLabel(/^Account Number/).fill('123456789012');
  await page.getByLabel(/^IFSC Code/).fill('HDFC0001234');
  await page.getByLabel(/^Account Holder Name/).fill('Meenakshi Sundaram');
  await page.getByLabel(/^Bank Name/).fill('HDFC Bank');
  await page.getByLabel(/^Password/).fill('Filter-Coffee-7');
  await page.getByLabel(/^Confirm Password/).fill('Filter-Coffee-7');
  await page.getByRole('button', { name: 'Register as Seller' }).click();

  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${businessName}` })).toBeVisible();
  await expect(page.getByText(/pending approval/)).toBeVisible();
  // Registered without an FSSAI licence: the dashboard asks for it, and its link opens the profile form at it.
  const licence = page.getByRole('note').filter({ hasText: 'Add your FSSAI licence' });
  await expect(licence).toHaveText(/your account is approved only once it is given/);
  await licence.getByRole('button', { name: 'Add your licence' }).click();
  await expect(
    page.getByRole('form', { name: 'Edit business profile' }).getByLabel('FSSAI Licence Number'),
  ).toBeVisible();
});

test('the admin signs in through the admin login, is welcomed by name and logs out', async ({ page }) => {
  expect(adminEmail, 'E2E_ADMIN_EMAIL must be set').not.toBe('');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');

  await page.getByLabel('Email', { exact: true }).fill(adminEmail);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  const refusal = (await (
    await page.request.post('/api/admin/login', { data: { email: adminEmail, password: 'not-the-password' } })
  ).json()) as { message: string };
  expect(refusal.message).toBeTruthy();
  await expect(page.getByRole('alert')).toHaveText(refusal.message);

  await page.getByLabel('Password', { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  const admin = (await page.evaluate(() => JSON.parse(localStorage.getItem('thindi.admin.admin') ?? '{}'))) as {
    firstName: string;
    lastName: string;
  };
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.firstName} ${admin.lastName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
