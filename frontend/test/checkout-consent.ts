import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { jsonResponse } from './fetch-mock';
import { makePublicConfig } from './public-config';

/** GET /api/config with the default settings: where checkout reads the version of the terms agreed to. */
export const policyConfig = { 'GET /api/config': () => jsonResponse(makePublicConfig()) };

/** At Review: ticks the terms box once it names the version in force, then presses Place Order. */
export async function agreeAndPlaceOrder(u: ReturnType<typeof userEvent.setup>, drawer: HTMLElement): Promise<void> {
  await u.click(await within(drawer).findByRole('checkbox', { name: /^I agree .*\(version .+\)$/ }));
  await u.click(within(drawer).getByRole('button', { name: 'Place Order' }));
}
