import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { waitUntil } from '@thindi/platform/testing';

/**
 * How long the journeys wait, by layer, on a loaded 2-core machine (CI runs them after every other test, when each
 * step takes two to three times as long as on a quiet one). What a page shows after a click is expect's timeout and
 * a whole journey is the test's (playwright.config.ts); these are for what the app does after it has answered.
 */
export const WAIT = {
  /** An event between services: a seller's verdict reaching the catalog, a delivered part reaching finance. */
  event: 30_000,
  /** A mail: its job, SMTP, the catcher's file. */
  mail: 30_000,
  /** One look at a page for what it shows once it has read its data again, before it is made to read again. */
  look: 5_000,
} as const;

/** While waiting, the app is asked this often: asking more often would only add to the load being waited out. */
const ASK_EVERY_MS = 250;

/**
 * The journeys' one wait: until `check` holds, asked every `everyMs`, failing with `what` after `limitMs`. Never a
 * fixed time: a change that went through an event is waited for where it shows.
 */
export function eventually(
  what: string,
  check: () => Promise<boolean> | boolean,
  limitMs: number = WAIT.event,
  everyMs = ASK_EVERY_MS,
) {
  return waitUntil(what, check, limitMs, everyMs);
}

/**
 * For what a page shows only once it reads its data again (a page read once is never read again by waiting on
 * it): looks for `shown` and, while it is not there, has the page read again with `readAgain` (a reload, the
 * window regaining focus), then looks again.
 */
export function readAgainUntil(what: string, shown: Locator, readAgain: () => Promise<unknown>, limitMs = WAIT.event) {
  return eventually(
    what,
    async () => {
      const seen = await shown.waitFor({ timeout: WAIT.look }).then(
        () => true,
        () => false,
      );
      if (!seen) await readAgain();
      return seen;
    },
    limitMs,
  );
}

/** The storefront answers for the product: a seller's approval reaches the catalog by an event. */
export function productShown(request: APIRequestContext, productId: string) {
  return eventually(`product ${productId} is in the storefront`, async () =>
    (await request.get(`/api/products/${productId}`)).ok(),
  );
}

/** A storefront search for the product's name (what the header's search asks) lists it. */
export function searchFinds(request: APIRequestContext, name: string) {
  return eventually(`a storefront search finds ${name}`, async () => {
    const res = await request.get(`/api/products?search=${encodeURIComponent(name)}`);
    return res.ok() && ((await res.json()) as { products: { name: string }[] }).products.some((p) => p.name === name);
  });
}

/**
 * Until React has hydrated the server-rendered page (its header's buttons carry React's props): a journey whose next
 * step is a run of taps waits for it, so the taps reach the page as a shopper's would after it loaded.
 */
export function pageHydrated(page: Page, limitMs = WAIT.event) {
  return page.waitForFunction(
    () => {
      const button = document.querySelector('header button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { timeout: limitMs, polling: ASK_EVERY_MS },
  );
}
