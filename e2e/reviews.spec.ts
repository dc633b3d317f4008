import { expect, test } from '@playwright/test';
import {
  addProductByApi,
  admin,
  adminToken,
  PNG_2X2,
  registerSellerByApi,
  signedInPage,
  signUpShopperByApi,
} from './support';
import { productShown } from './waits';

/**
 * Reviews only real buyers can write, end to end on the real standalone app: a shopper's order is delivered; on
 * /orders she rates the product with a photo; the admin approves the photo in the Reviews tab; the seller replies
 * from its dashboard; another shopper reads the review on the product page, with its photo, the 'Verified
 * purchase' badge and the reply, and marks it helpful.
 */
const run = Date.now().toString(36);

test('a delivered shopper rates with a photo, the seller replies, another shopper finds it helpful', async ({
  page,
  browser,
}) => {
  // About 70 seconds on a loaded machine: an order delivered, four signed-in pages and the admin's moderation.
  test.setTimeout(150_000);
  const seller = await registerSellerByApi(page.request, `Srivilliputhur Palkova ${run}`);
  const token = await adminToken(page.request);
  const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.ok()).toBe(true);
  const productName = `Palkova ${run}`;
  const productId = await addProductByApi(page.request, seller.token, {
    name: productName,
    description: 'Milk sweet slow-cooked in Srivilliputhur.',
    price: 240,
    category: 'sweet',
    ingredients: ['milk', 'sugar'],
  });

  // The approval reaches the catalog by an event: the product sells once it shows.
  await productShown(page.request, productId);
  const meena = await signUpShopperByApi(page.request, `meena.rev.${run}@e2e.thindi.test`, 'Meena', 'Iyer');
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${meena.token}` },
    data: {
      items: [{ productId, quantity: 1 }],
      shippingAddress: {
        type: 'home',
        firstName: 'Meena',
        lastName: 'Iyer',
        street: '12 Car Street',
        city: 'Madurai',
        state: 'Tamil Nadu',
        pincode: '625001',
        phone: '9876543210',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: { _id: string } }).order;
  for (const status of ['shipped', 'delivered']) {
    const moved = await page.request.patch(`/api/orders/${order._id}/status`, {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }

  // Meena rates it on /orders with five stars, words and a photo.
  const meenaPage = await signedInPage(browser, 'customer', meena.token, meena.user);
  await meenaPage.goto('/orders');
  await meenaPage.getByRole('button', { name: `Rate this product: ${productName}` }).click();
  const dialog = meenaPage.getByRole('dialog', { name: `Rate ${productName}` });
  await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await dialog.getByLabel('Title (optional)').fill('Just like in Srivilliputhur');
  await dialog.getByLabel(/^Your review/).fill('Soft, milky and not too sweet. The box came well packed.');
  await dialog
    .getByLabel('Add photos (up to 3)')
    .setInputFiles([{ name: 'palkova.png', mimeType: 'image/png', buffer: PNG_2X2 }]);
  await expect(dialog.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(meenaPage.getByText('Thank you! Your photos will appear once they are checked.')).toBeVisible();
  await meenaPage.context().close();

  // The photo waits for the admin, who approves it in the Reviews tab.
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const waiting = page.getByRole('listitem', { name: `Meena I. on ${productName}` });
  await expect(waiting.getByRole('link', { name: 'Photo 1 of 1' })).toBeVisible();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(waiting).toBeHidden();

  // The seller replies once from its dashboard.
  const sellerPage = await signedInPage(browser, 'seller', seller.token, seller.account);
  await sellerPage.goto('/seller/dashboard');
  await sellerPage.getByRole('tab', { name: 'Reviews' }).click();
  const card = sellerPage.getByRole('article', { name: `Review of ${productName} by Meena I.` });
  await expect(card).toContainText('Soft, milky and not too sweet.');
  await card.getByRole('button', { name: 'Reply' }).click();
  await card.getByLabel('Your reply').fill('Thank you, Meena! Fresh batches go out every Tuesday.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card).toContainText('Thank you, Meena! Fresh batches go out every Tuesday.');
  await expect(card.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await sellerPage.context().close();

  // Ravi, who never bought it, reads the review on the product page and marks it helpful.
  const ravi = await signUpShopperByApi(page.request, `ravi.rev.${run}@e2e.thindi.test`, 'Ravi', 'Kumar');
  const raviPage = await signedInPage(browser, 'customer', ravi.token, ravi.user);
  await raviPage.goto(`/product/${productId}`);
  const review = raviPage.getByRole('listitem').filter({ hasText: 'Just like in Srivilliputhur' });
  await expect(review).toContainText('Verified purchase');
  await expect(review).toContainText('Meena I.');
  await expect(review).toContainText('Thank you, Meena! Fresh batches go out every Tuesday.');
  await expect(review.getByRole('img', { name: 'Photo 1 from Meena I.' })).toBeVisible();
  await review.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(review.getByRole('button', { name: 'Helpful (1)' })).toBeVisible();
  await raviPage.context().close();
});
