import { expect, test } from '@playwright/test';
import { addProductByApi, adminToken, registerSellerByApi, signedInPage, signUpShopperByApi } from './support';
import { eventually, productShown } from './waits';

/**
 * A shopper deletes her account, end to end on the real standalone app: refused while her order is on its way,
 * with the order named; once it is delivered she deletes it with her password and lands on the home page signed
 * out; her password no longer signs in, and the admin still sees her order, placed by 'Former customer'.
 */
const run = Date.now().toString(36);
const PASSWORD = 'Filter-Kaapi-7';

test('a shopper deletes her account once her order is delivered; the order stays, by a former customer', async ({
  page,
  browser,
}) => {
  // An order placed and delivered, and an event reaching the order service: about a minute on a loaded machine.
  test.setTimeout(180_000);
  const seller = await registerSellerByApi(page.request, `Kumbakonam Degree Coffee ${run}`);
  const admin = { Authorization: `Bearer ${await adminToken(page.request)}` };
  const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, { headers: admin });
  expect(approved.ok()).toBe(true);
  const productId = await addProductByApi(page.request, seller.token, {
    name: `Ribbon Pakoda ${run}`,
    description: 'Flat ribbons of gram flour and rice flour, fried crisp with a pinch of asafoetida.',
    price: 140,
    category: 'savory',
    ingredients: ['gram flour', 'rice flour', 'asafoetida'],
  });
  await productShown(page.request, productId);

  const email = `meera.del.${run}@e2e.thindi.test`;
  const meera = await signUpShopperByApi(page.request, email, 'Meera', 'Krishnan');
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${meera.token}` },
    data: {
      items: [{ productId, quantity: 1 }],
      shippingAddress: {
        type: 'home',
        firstName: 'Meera',
        lastName: 'Krishnan',
        street: '7 Sarangapani Sannidhi Street',
        city: 'Madurai',
        state: 'Tamil Nadu',
        pincode: '625001',
        phone: '9876543210',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;

  // While the order is on its way, deleting is refused with the order named, and she stays signed in.
  const meeraPage = await signedInPage(browser, 'customer', meera.token, meera.user);
  await meeraPage.goto('/account');
  const yourData = meeraPage.getByRole('region', { name: 'Your data' });
  const dialog = meeraPage.getByRole('dialog', { name: 'Delete my account' });
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Your account cannot be deleted yet: order ${order.orderNumber} is on its way`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(meeraPage.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // The seller ships and delivers it.
  for (const status of ['shipped', 'delivered']) {
    const moved = await page.request.patch(`/api/orders/${order._id}/status`, {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }

  // Now her password deletes the account: she lands on the home page, signed out, told what happened.
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(meeraPage).toHaveURL(/\/$/);
  await expect(meeraPage.getByRole('status').filter({ hasText: 'Your account was deleted.' })).toBeVisible();
  await expect(meeraPage.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await meeraPage.evaluate(() => localStorage.getItem('thindi.customer.token'))).toBeNull();
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${meera.token}` } });
  expect(me.status()).toBe(401);

  // Her e-mail and password no longer sign in.
  await meeraPage.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(meeraPage).toHaveURL(/\/login$/);
  await meeraPage.getByLabel('Email', { exact: true }).fill(email);
  await meeraPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await meeraPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(meeraPage.getByRole('alert')).toContainText('Invalid email or password');
  await expect(meeraPage).toHaveURL(/\/login$/);
  await meeraPage.context().close();

  // The admin still has the order, placed by 'Former customer' once the deletion has reached the order service.
  const orderAsAdmin = async () => {
    const res = await page.request.get(`/api/orders/${order._id}`, { headers: admin });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { order: { orderNumber: string; userId: { firstName: string; lastName: string } } })
      .order;
  };
  await eventually(
    'the order names a former customer',
    async () => (await orderAsAdmin()).userId.firstName === 'Former',
  );
  const kept = await orderAsAdmin();
  expect(kept.orderNumber).toBe(order.orderNumber);
  expect(kept.userId).toMatchObject({ firstName: 'Former', lastName: 'customer' });
});
