import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingProfile } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const defaults: ShippingProfile = {
  sellerId: 'seller-1',
  originPincode: '625001',
  originDistrict: 'Madurai',
  originState: 'Tamil Nadu',
  dispatchDays: 1,
  cutoffTime: '14:00',
  codEnabled: true,
  codLimit: null,
  shipsTo: 'india',
};
const lookups: Record<string, { district: string; state: string }> = {
  '625001': { district: 'Madurai', state: 'Tamil Nadu' },
  '560001': { district: 'Bengaluru', state: 'Karnataka' },
};

/** The dashboard's Profile tab, the server answering the profile, pincode lookups and saves as told. */
async function openShipping(handlers: Record<string, (body: unknown) => Response> = {}) {
  const view = await openDashboard({
    handlers: {
      'GET /api/sellers/shipping-profile': () => jsonResponse({ success: true, profile: defaults }),
      'PUT /api/sellers/shipping-profile': (body) =>
        jsonResponse({ success: true, profile: { ...defaults, ...(body as object) } }),
      ...Object.fromEntries(
        Object.entries(lookups).map(([pin, place]) => [
          `GET /api/pincodes/${pin}`,
          () => jsonResponse({ success: true, pincode: { pincode: pin, ...place, stateCode: '29', places: [] } }),
        ]),
      ),
      ...handlers,
    },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Profile' }));
  const form = await screen.findByRole('form', { name: 'Shipping profile' });
  return { ...view, u, form };
}

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });

describe('seller profile: shipping', () => {
  it("shows the seller's profile, the origin's district and state, and the defaults it ships with", async () => {
    const { form } = await openShipping();
    expect(field(form, /^Ships from \(pincode\)/)).toHaveValue('625001');
    expect(await within(form).findByText('Madurai, Tamil Nadu')).toBeVisible();
    expect(within(form).getByRole('spinbutton', { name: /^Dispatch time \(working days\)/ })).toHaveValue(1);
    expect(within(form).getByLabelText(/^Daily cut-off/)).toHaveValue('14:00');
    expect(within(form).getByRole('checkbox', { name: 'Offer Cash on Delivery' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'All of India' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Only within Tamil Nadu' })).not.toBeChecked();
  });

  it('looks a new pincode up once six digits are typed, and saves the profile', async () => {
    const { form, u, api } = await openShipping();
    const pincode = field(form, /^Ships from \(pincode\)/);
    await u.clear(pincode);
    await u.type(pincode, '56000');
    expect(callsTo(api, 'GET', '/api/pincodes/56000')).toHaveLength(0);
    await u.type(pincode, '1');
    expect(await within(form).findByText('Bengaluru, Karnataka')).toBeVisible();
    const dispatch = within(form).getByRole('spinbutton', { name: /^Dispatch time/ });
    await u.clear(dispatch);
    await u.type(dispatch, '2');
    await u.type(within(form).getByRole('spinbutton', { name: /^Cash on Delivery limit/ }), '2000');
    await u.click(within(form).getByRole('radio', { name: 'Only within Karnataka' }));
    await u.click(within(form).getByRole('button', { name: 'Save Shipping Profile' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Shipping profile saved');
    const [call] = callsTo(api, 'PUT', '/api/sellers/shipping-profile');
    expect(JSON.parse(String(call!.init.body))).toEqual({
      originPincode: '560001',
      dispatchDays: 2,
      cutoffTime: '14:00',
      codEnabled: true,
      codLimit: 2000,
      shipsTo: 'state',
    });
    expect(bearer(call!.init)).toBe('s-tok');
  });

  it('sends no limit when cash on delivery is switched off', async () => {
    const { form, u, api } = await openShipping({
      'GET /api/sellers/shipping-profile': () =>
        jsonResponse({ success: true, profile: { ...defaults, codLimit: 500 } }),
    });
    expect(within(form).getByRole('spinbutton', { name: /^Cash on Delivery limit/ })).toHaveValue(500);
    await u.click(within(form).getByRole('checkbox', { name: 'Offer Cash on Delivery' }));
    expect(within(form).queryByRole('spinbutton', { name: /^Cash on Delivery limit/ })).not.toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Save Shipping Profile' }));
    await within(form).findByRole('status');
    const [call] = callsTo(api, 'PUT', '/api/sellers/shipping-profile');
    expect(JSON.parse(String(call!.init.body))).toMatchObject({ codEnabled: false, codLimit: null });
  });

  it('names a broken rule without calling the server', async () => {
    const { form, u, api } = await openShipping();
    const dispatch = within(form).getByRole('spinbutton', { name: /^Dispatch time/ });
    await u.clear(dispatch);
    await u.type(dispatch, '11');
    await u.click(within(form).getByRole('button', { name: 'Save Shipping Profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('dispatchDays must be at most 10');
    expect(callsTo(api, 'PUT', '/api/sellers/shipping-profile')).toHaveLength(0);
  });

  it("shows the server's refusal of a pincode it does not know, and nothing extra when a lookup fails", async () => {
    const { form, u } = await openShipping({
      'PUT /api/sellers/shipping-profile': () =>
        jsonResponse(
          { success: false, message: 'Please enter a valid pincode', code: 'ADDRESS.PINCODE_UNKNOWN' },
          400,
          'Bad Request',
        ),
    });
    const pincode = field(form, /^Ships from \(pincode\)/);
    await u.clear(pincode);
    await u.type(pincode, '999999');
    await u.click(within(form).getByRole('button', { name: 'Save Shipping Profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a valid pincode');
    expect(within(form).queryByText(/, Tamil Nadu$|, Karnataka$/)).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Only within my state' })).toBeVisible();
  });

  it('says so when the profile cannot be loaded', async () => {
    await openDashboard({
      handlers: { 'GET /api/sellers/shipping-profile': () => jsonResponse({ success: false }, 500, 'Error') },
    });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your shipping profile could not be loaded');
  });
});
