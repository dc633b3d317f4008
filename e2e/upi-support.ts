import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { checkoutToPayment, placeOrder, signedInPage, signUpShopperByApi } from './support';
import { pageHydrated } from './waits';

export interface ApiProduct {
  id: string;
  name: string;
  inStock: boolean;
  stockQuantity: number;
}

export interface ApiOrder {
  id: string;
  orderNumber: string;
  orderStatus: string;
  paymentStatus: string;
  totalAmount: number;
}

/** What e2e/upi-unpaid.setup.ts leaves for the journey that sees the order cancelled. */
export interface UnpaidOrder {
  orderNumber: string;
  productId: string;
  /** The product's stock before the order took its unit. */
  stockBefore: number;
  token: string;
  user: unknown;
}

/** Where the unpaid order is written down, in this run's output folder (emptied at the start of each run). */
export const unpaidOrderFile = (outputDir: string) => join(outputDir, 'upi-unpaid-order.json');

/**
 * The product's stock as the catalogue holds it now: past the gateway's storefront cache, which the catalogue's
 * event clears only some time after the change (decision 002).
 */
export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/products/${id}`, { headers: { 'Cache-Control': 'no-cache' } });
  return ((await res.json()) as { product: ApiProduct }).product.stockQuantity;
}

/** A shopper signed up through the API, with a page of their own signed in. */
export async function newShopper(page: Page, name: string) {
  const email = `upi.${name.toLowerCase()}.${Date.now()}@e2e.thindi.test`;
  const { token, user } = await signUpShopperByApi(page.request, email, name, 'Iyer');
  return { token, user, page: await signedInPage(page.context().browser()!, 'customer', token, user) };
}

/** Buys one of the product through the checkout drawer, paying by UPI; answers the order number. */
export async function checkoutByUpi(page: Page, product: { id: string }): Promise<string> {
  await page.goto(`/product/${product.id}`);
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = await checkoutToPayment(page);
  await expect(drawer.getByRole('radio', { name: /Credit\/Debit Card/ })).toBeDisabled();
  await expect(drawer.getByRole('radio', { name: /Net Banking/ })).toBeDisabled();
  await drawer.getByRole('radio', { name: /UPI/ }).check();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await placeOrder(drawer);
  // Nothing is confirmed before the money arrives: the drawer says what is owed and by when.
  await expect(drawer.getByRole('heading', { name: /^Order placed: pay ₹[\d,]+ within \d+ (h|min)$/ })).toBeVisible();
  return (await drawer.getByTestId('order-number').textContent()) ?? '';
}
