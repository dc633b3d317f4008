import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { eventually, readAgainUntil, WAIT } from './waits';

/**
 * Where the app's mail lands: the runner (scripts/e2e.mjs) points the app at an SMTP catcher that keeps each
 * message as a JSON file in E2E_MAIL_DIR. Without a catcher, the app's dev outbox (E2E_DATA_DIR/outbox).
 */
export const mailDir = process.env.E2E_MAIL_DIR ?? join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Names of the mails already there, so the next code is told apart from earlier ones. */
export function mailFiles(): Set<string> {
  try {
    return new Set(readdirSync(mailDir).filter((f) => f.endsWith('.json')));
  } catch {
    return new Set();
  }
}

/** A code mail's code stands on a line of its own; other mails may carry six digits inside a line (a pincode). */
const CODE = /^(\d{6})$/m;

/** The code of the newest code mail to `email` that arrived after `before` was taken. */
export async function readCode(email: string, before: Set<string>): Promise<string> {
  let code = '';
  await eventually(
    `an e-mail with a code for ${email}`,
    () => {
      const fresh = [...mailFiles()]
        .filter((f) => !before.has(f))
        .sort((a, b) => statSync(join(mailDir, b)).mtimeMs - statSync(join(mailDir, a)).mtimeMs);
      for (const f of fresh) {
        const mail = JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string | string[]; text: string };
        const to = Array.isArray(mail.to) ? mail.to.join(',') : String(mail.to);
        const match = CODE.exec(mail.text ?? '');
        if (to.toLowerCase().includes(email.toLowerCase()) && match) {
          code = match[1];
          return true;
        }
      }
      return false;
    },
    WAIT.mail,
  );
  return code;
}

/** Small, real files of the allowed types: a 1×1 PNG, a 2×2 PNG and a one-page PDF. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4UaEBRAwQCgAp7gWhjAnOiAAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The admin the runner (scripts/e2e.mjs) starts the app with. */
export const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

/** Types a pincode into an address form and waits for the city and state the pincode directory fills in. */
export async function fillPincode(form: Page | Locator, pincode: string, city: string, state: string) {
  await form.getByLabel(/^Pincode/).fill(pincode);
  await expect(form.getByLabel(/^City/)).toHaveValue(city);
  await expect(form.getByLabel(/^State/)).toHaveValue(state);
}

/**
 * A Tamil Nadu FSSAI state licence number (1, state 33, issued 2023, office 001) whose six business digits differ
 * from one call to the next, valid for three more years: the admin approves a seller only with a licence.
 */
let licenceCount = 0;
export function fssaiLicence() {
  licenceCount += 1;
  const business = String((Date.now() + licenceCount) % 1_000_000).padStart(6, '0');
  return {
    fssaiLicenceNumber: `13323001${business}`,
    fssaiLicenceKind: 'state-licence',
    fssaiValidUntil: `${new Date().getFullYear() + 3}-03-31`,
  } as const;
}

/**
 * Registers a seller through the three-step form, with its FSSAI licence and certificate; it lands on its
 * dashboard, pending approval.
 */
export async function registerSellerByForm(page: Page, businessName: string, email: string, ownerName: string) {
  await page.goto('/seller/signup');
  await page.getByLabel(/^Business Name/).fill(businessName);
  await page.getByLabel(/^Owner Name/).fill(ownerName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('9876543210');
  await page.getByLabel(/^Business Type/).selectOption('individual');
  await page.getByRole('button', { name: 'Next' }).click();

  await fillPincode(page, '625001', 'Madurai', 'Tamil Nadu');
  await page.getByLabel(/^Street/).fill('3 East Masi Street');
  await page.getByLabel(/^PAN Number/).fill('ABCDE1234F');
  await page.getByLabel(/^Aadhar Card/).setInputFiles({ name: 'aadhar.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^PAN Card/).setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^Bank Document/).setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF });
  const licence = fssaiLicence();
  await page.getByLabel('FSSAI Licence Number').fill(licence.fssaiLicenceNumber);
  await page.getByLabel('Licence Kind').selectOption(licence.fssaiLicenceKind);
  await page.getByLabel('Licence Valid Until').fill(licence.fssaiValidUntil);
  await page
    .getByLabel('FSSAI Certificate')
    .setInputFiles({ name: 'fssai.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Account Number/).fill('123456789012');
  await page.getByLabel(/^IFSC Code/).fill('HDFC0001234');
  await page.getByLabel(/^Account Holder Name/).fill(ownerName);
  await page.getByLabel(/^Bank Name/).fill('HDFC Bank');
  await page.getByLabel(/^Password/).fill('Kara-Sev-2024');
  await page.getByLabel(/^Confirm Password/).fill('Kara-Sev-2024');
  await page.getByRole('button', { name: 'Register as Seller' }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${businessName}` })).toBeVisible();
}

/** The admin approves a seller through the API, with the token of the admin login. */
export async function approveSellerByApi(page: Page, sellerId: string) {
  expect(admin.email, 'E2E_ADMIN_EMAIL must be set').not.toBe('');
  const login = await page.request.post('/api/admin/login', { data: admin });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const approval = await page.request.patch(`/api/admin/sellers/${sellerId}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approval.ok()).toBe(true);
}

export interface ApiSeller {
  id: string;
  token: string;
  /** The seller as the API answered it: what the SPA keeps as the signed-in seller. */
  account: unknown;
  businessName: string;
}

/**
 * Registers a Madurai seller through the API (pending approval), with a GSTIN when given (its PAN must be the
 * GSTIN's) and an FSSAI licence with its certificate (approval needs them). The e-mail comes from the business
 * name, which callers make unique.
 */
export async function registerSellerByApi(
  request: APIRequestContext,
  businessName: string,
  { pan = 'ABCDE1234F', gstin }: { pan?: string; gstin?: string } = {},
): Promise<ApiSeller> {
  const res = await request.post('/api/sellers/register', {
    multipart: {
      businessName,
      ownerName: 'Valli Ramasamy',
      email: `${businessName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.thindi.test`,
      phone: '9876543210',
      businessType: 'individual',
      panNumber: pan,
      ...(gstin ? { gstNumber: gstin } : {}),
      password: 'Kara-Sev-2024',
      address: JSON.stringify({
        street: '3 East Masi Street',
        city: 'Madurai',
        state: 'Tamil Nadu',
        pincode: '625001',
      }),
      bankDetails: JSON.stringify({
        accountNumber: '123456789012',
        ifscCode: 'HDFC0001234',
        accountHolderName: 'Valli Ramasamy',
        bankName: 'HDFC Bank',
      }),
      aadharCard: { name: 'aadhar.png', mimeType: 'image/png', buffer: PNG },
      panCard: { name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF },
      bankDocument: { name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF },
      ...fssaiLicence(),
      fssaiCertificate: { name: 'fssai.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; seller: { _id: string; id?: string } };
  return { id: body.seller.id ?? body.seller._id, token: body.token, account: body.seller, businessName };
}

export interface NewProduct {
  name: string;
  price: number;
  category: string;
  description: string;
  ingredients: string[];
  /** Its pack sizes (POST /api/products `variants`); without, one 250 g pack. */
  variants?: Array<{ netQuantity: { value: number; unit: string }; price: number; mrp: number; stockQuantity: number }>;
}

/** Adds an in-stock 250 g product with one uploaded image through the API; answers its id. */
export async function addProductByApi(request: APIRequestContext, token: string, product: NewProduct): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/upload/image', {
    headers: auth,
    multipart: { image: { name: 'product.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  const image = ((await upload.json()) as { file: { url: string } }).file.url;
  const created = await request.post('/api/products', {
    headers: auth,
    data: { ...product, weight: '250g', images: [image], inStock: true, stockQuantity: 20, featured: false },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { product: { id: string } }).product.id;
}

/** Opens the cart, proceeds to checkout and fills Lakshmi Iyer's Chennai address; answers the drawer at Payment. */
export async function checkoutToPayment(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const drawer = page.getByRole('dialog', { name: 'Checkout' });
  await drawer.getByLabel(/^First Name/).fill('Lakshmi');
  await drawer.getByLabel(/^Last Name/).fill('Iyer');
  await fillPincode(drawer, '600004', 'Chennai', 'Tamil Nadu');
  await drawer.getByLabel(/^Street Address/).fill('21 North Mada Street');
  await drawer.getByLabel(/^Phone/).fill('9123456789');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  return drawer;
}

/**
 * Places the order from the checkout's Review, ticking the box agreeing to the terms (named with their version once
 * the settings are read: the SPA sends nothing without both). Before sending it the SPA asks GET /api/health
 * (checkout's health check, docs/product.md, Orders > Placing an order),
 * which answers 503 while any service is slower than its 2-second health limit, as on a loaded machine: the
 * shopper reads 'Backend server not responding' and, as a person would, tries again. A retry of one checkout
 * attempt carries its Idempotency-Key, so it never places the order twice.
 */
export async function placeOrder(drawer: Locator) {
  const place = drawer.getByRole('button', { name: 'Place Order' });
  const refused = drawer.getByRole('alert').filter({ hasText: 'Backend server not responding' });
  await drawer.getByRole('checkbox', { name: /I agree .*\(version / }).check();
  await place.click();
  await readAgainUntil('the order is placed', drawer.getByTestId('order-number'), async () => {
    if (await refused.isVisible()) await place.click();
  });
}

/** Signs the admin in through the API and answers its token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  expect(admin.email, 'E2E_ADMIN_EMAIL must be set').not.toBe('');
  const login = await request.post('/api/admin/login', { data: admin });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Signs a new shopper up through the API with the code mailed to them; answers the token and the account. */
export async function signUpShopperByApi(
  request: APIRequestContext,
  email: string,
  firstName: string,
  lastName: string,
): Promise<{ token: string; user: unknown }> {
  const before = mailFiles();
  const sent = await request.post('/api/auth/send-otp', { data: { email, firstName, type: 'registration' } });
  expect(sent.status()).toBe(200);
  const otp = await readCode(email, before);
  const signup = await request.post('/api/auth/verify-otp', {
    data: { email, otp, userData: { firstName, lastName, email, password: 'Filter-Kaapi-7' } },
  });
  expect(signup.status()).toBe(201);
  return (await signup.json()) as { token: string; user: unknown };
}

/** A page of its own, signed in as `role` with the token and account the API answered. */
export async function signedInPage(browser: Browser, role: 'customer' | 'seller', token: string, account: unknown) {
  const context = await browser.newContext({ acceptDownloads: true });
  const name = role === 'customer' ? 'user' : 'seller';
  await context.addInitScript(
    ([r, n, t, a]) => {
      localStorage.setItem(`thindi.${r}.token`, t);
      localStorage.setItem(`thindi.${r}.${n}`, a);
    },
    [role, name, token, JSON.stringify(account)],
  );
  return context.newPage();
}
