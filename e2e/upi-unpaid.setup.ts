import { expect, test as setup } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { addProductByApi, approveSellerByApi, registerSellerByApi } from './support';
import { productShown } from './waits';
import { checkoutByUpi, newShopper, stockOf, unpaidOrderFile, type UnpaidOrder } from './upi-support';

/**
 * Runs before the journeys (playwright.config.ts): a shopper places a UPI order and leaves it unpaid. The app gives
 * it 90 seconds (scripts/e2e.mjs), which the other journeys outlast; e2e/upi-payments.spec.ts then sees the timer
 * cancel it and give its stock back. The product is a new seller's own, so no other journey buys it meanwhile.
 */
setup('a shopper places a UPI order and leaves it unpaid', async ({ page }, testInfo) => {
  const seller = await registerSellerByApi(page.request, `Unpaid Timer Snacks ${Date.now()}`);
  await approveSellerByApi(page, seller.id);
  const productId = await addProductByApi(page.request, seller.token, {
    name: `Timer Thattai ${Date.now()}`,
    price: 140,
    category: 'savory',
    description: 'Rice crackers with curry leaves, from the UPI timer journey.',
    ingredients: ['rice flour', 'curry leaves'],
  });
  // The approval reaches the catalogue by an event: the product shows once it has.
  await productShown(page.request, productId);
  const stockBefore = await stockOf(page.request, productId);
  const shopper = await newShopper(page, 'Ravi');
  const orderNumber = await checkoutByUpi(shopper.page, { id: productId });
  expect(await stockOf(page.request, productId)).toBe(stockBefore - 1);

  const unpaid: UnpaidOrder = { orderNumber, productId, stockBefore, token: shopper.token, user: shopper.user };
  writeFileSync(unpaidOrderFile(testInfo.project.outputDir), JSON.stringify(unpaid));
});
