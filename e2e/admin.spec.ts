import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, mailFiles, PDF, PNG, readCode } from './support';

/**
 * The admin's journey on the real standalone app: from the pending-sellers banner the admin approves one seller
 * and rejects another with a reason, deactivates a product and sees it leave the storefront, and filters the
 * orders by status. Sellers, a product and orders are made through the API first.
 */
const run = Date.now().toString(36);

async function registerSeller(request: APIRequestContext, businessName: string) {
  const res = await request.post('/api/sellers/register', {
    multipart: {
      businessName,
      ownerName: 'Valli Ramasamy',
      email: `${businessName.split(' ')[0].toLowerCase()}.${run}@e2e.thindi.test`,
      phone: '9876543210',
      businessType: 'individual',
      panNumber: 'ABCDE1234F',
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
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; seller: { id: string } };
  return { id: body.seller.id, token: body.token, businessName };
}

async function addProduct(request: APIRequestContext, token: string, name: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/upload/image', {
    headers: auth,
    multipart: { image: { name: 'thattai.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  const image = ((await upload.json()) as { file: { url: string } }).file.url;
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      name,
      description: 'Crisp rice crackers with curry leaves.',
      price: 180,
      category: 'savory',
      ingredients: ['rice flour', 'curry leaves'],
      weight: '250g',
      images: [image],
      inStock: true,
      stockQuantity: 20,
      featured: false,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { product: { id: string } }).product.id;
}

/** Two orders by a new shopper for the product; the first is cancelled. Answers the two order numbers. */
async function placeOrders(request: APIRequestContext, productId: string): Promise<[string, string]> {
  const email = `arul.${run}@e2e.thindi.test`;
  const before = mailFiles();
  const sent = await request.post('/api/auth/send-otp', { data: { email, firstName: 'Arul', type: 'registration' } });
  expect(sent.status()).toBe(200);
  const otp = await readCode(email, before);
  const signup = await request.post('/api/auth/verify-otp', {
    data: { email, otp, userData: { firstName: 'Arul', lastName: 'Selvan', email, password: 'Filter-Kaapi-7' } },
  });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const numbers: string[] = [];
  const ids: string[] = [];
  for (const quantity of [1, 2]) {
    const res = await request.post('/api/orders', {
      headers: auth,
      data: {
        items: [{ productId, quantity }],
        shippingAddress: {
          type: 'home',
          firstName: 'Arul',
          lastName: 'Selvan',
          street: '7 North Car Street',
          city: 'Tirunelveli',
          state: 'Tamil Nadu',
          pincode: '627001',
          phone: '9876543210',
        },
        paymentMethod: 'cod',
      },
    });
    expect(res.status()).toBe(201);
    const { order } = (await res.json()) as { order: { orderNumber: string; _id: string } };
    numbers.push(order.orderNumber);
    ids.push(order._id);
  }
  const cancelled = await request.patch(`/api/orders/${ids[0]}/cancel`, {
    headers: auth,
    data: { reason: 'Cancelled by customer' },
  });
  expect(cancelled.ok()).toBe(true);
  return [numbers[0], numbers[1]];
}

async function signInAsAdmin(page: Page) {
  expect(admin.email, 'E2E_ADMIN_EMAIL must be set').not.toBe('');
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
}

test('the admin moderates sellers, products and reads orders from the dashboard', async ({ page }) => {
  const approved = await registerSeller(page.request, `Approvable Snacks ${run}`);
  const rejected = await registerSeller(page.request, `Rejectable Sweets ${run}`);
  const productName = `Admin Thattai ${run}`;
  const productId = await addProduct(page.request, approved.token, productName);

  await signInAsAdmin(page);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/\d+ seller\(s\) waiting for approval/)).toBeVisible();
  await page.getByRole('button', { name: 'Review Now' }).click();
  await expect(page.getByRole('tab', { name: 'Sellers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Filter sellers by status')).toHaveValue('pending');

  await page.getByRole('button', { name: `Approve ${approved.businessName}` }).click();
  await expect(page.getByRole('button', { name: `Approve ${approved.businessName}` })).toBeHidden();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Please provide a reason for rejection:');
    void dialog.accept('The PAN card scan is unreadable');
  });
  await page.getByRole('button', { name: `Reject ${rejected.businessName}` }).click();
  await expect(page.getByRole('button', { name: `Reject ${rejected.businessName}` })).toBeHidden();

  await page.getByLabel('Filter sellers by status').selectOption('all');
  await page.getByLabel('Search sellers').fill(run);
  const approvedRow = page.getByRole('row').filter({ hasText: approved.businessName });
  const rejectedRow = page.getByRole('row').filter({ hasText: rejected.businessName });
  await expect(approvedRow.getByText('Verified', { exact: true })).toBeVisible();
  await expect(rejectedRow.getByText('Inactive', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `View details of ${rejected.businessName}` }).click();
  const details = page.getByRole('dialog', { name: new RegExp(rejected.businessName) });
  await expect(details.getByText('The PAN card scan is unreadable')).toBeVisible();
  await expect(details.getByText('XXXXXX9012')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // The approved seller's product is in the storefront: a shopper orders it twice and cancels once.
  await expect.poll(async () => (await page.request.get(`/api/products/${productId}`)).status()).toBe(200);
  const [cancelledOrder, pendingOrder] = await placeOrders(page.request, productId);

  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByLabel('Search products').fill(productName);
  await page.getByRole('button', { name: `Deactivate ${productName}` }).click();
  const productRow = page.getByRole('row').filter({ hasText: productName });
  await expect(productRow.getByText('Inactive', { exact: true })).toBeVisible();

  const shopper = await page.context().newPage();
  await shopper.goto(`/product/${productId}`);
  await expect(shopper.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await shopper.close();

  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByLabel('Filter orders by status').selectOption('cancelled');
  await expect(page.getByRole('row').filter({ hasText: cancelledOrder })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: pendingOrder })).toBeHidden();
  await page.getByLabel('Filter orders by status').selectOption('pending');
  await expect(page.getByRole('row').filter({ hasText: pendingOrder })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: cancelledOrder })).toBeHidden();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Recent Orders')).toBeVisible();
  await expect(page.getByText(pendingOrder)).toBeVisible();
});
