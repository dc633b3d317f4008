import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

const home = {
  id: 'addr-1',
  type: 'home' as const,
  firstName: 'Asha',
  lastName: 'Raman',
  street: '12 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  phone: '9876543210',
  isDefault: true,
};

const chennai = (pincode: string) => ({
  pincode,
  district: 'Chennai',
  state: 'Tamil Nadu',
  stateCode: '33',
  places: ['Parrys', 'Anna Road'],
});

const answer = (user: User) => jsonResponse({ success: true, message: 'Saved', user });

async function openAccount(handlers: Parameters<typeof mockApi>[0] = {}, user = makeUser({ addresses: [home] })) {
  const api = mockApi({
    'GET /api/auth/me': () => meResponse(user),
    'GET /api/pincodes/600001': () => jsonResponse({ success: true, pincode: chennai('600001') }),
    'GET /api/pincodes/600002': () => jsonResponse({ success: true, pincode: chennai('600002') }),
    ...handlers,
  });
  storeCustomer(user, 'cust-token');
  const view = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return { ...view, api, u: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });
const lastBody = (api: { requests: { init: RequestInit }[] }) => JSON.parse(String(api.requests.at(-1)?.init.body));

describe('account page', () => {
  it('saves the profile with the customer token and shows the new name in the header', async () => {
    const { u, api } = await openAccount({
      'PUT /api/users/profile': (body) => answer(makeUser({ ...(body as Partial<User>), addresses: [home] })),
    });
    const profile = section('Profile');
    const first = within(profile).getByLabelText('First Name *');
    await u.clear(first);
    await u.type(first, 'Ashwini');
    await u.type(within(profile).getByLabelText('Phone'), '+919876543210');
    await u.click(within(profile).getByRole('button', { name: 'Save Profile' }));

    expect(await within(profile).findByText('Saved')).toBeVisible();
    expect(lastBody(api)).toEqual({ firstName: 'Ashwini', lastName: 'Raman', phone: '9876543210' });
    expect(bearer(api.requests.at(-1)?.init ?? {})).toBe('cust-token');
    expect(screen.getByRole('button', { name: 'Account menu for Ashwini Raman' })).toBeVisible();
  });

  it('refuses a bad phone number before calling the server', async () => {
    const { u, api } = await openAccount();
    const profile = section('Profile');
    await u.type(within(profile).getByLabelText('Phone'), '0123');
    await u.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(within(profile).getByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    expect(api.requests.some((r) => r.url.pathname === '/api/users/profile')).toBe(false);
  });

  it('adds an address after checking the pincode, its city and state filled from the pincode', async () => {
    const work = { ...home, id: 'addr-2', type: 'work' as const, street: '5 Mount Road', isDefault: false };
    const { u, api } = await openAccount({
      'POST /api/users/addresses': () => answer(makeUser({ addresses: [home, work] })),
    });
    const book = section('Addresses');
    await u.click(within(book).getByRole('button', { name: 'Add Address' }));
    const form = within(book).getByRole('form', { name: 'Add Address' });
    await u.selectOptions(within(form).getByLabelText('Address type'), 'work');
    await u.click(within(form).getByRole('button', { name: 'Add Address' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('First name is required');

    for (const [label, value] of [
      ['First name *', 'Asha'],
      ['Last name *', 'Raman'],
      ['Pincode *', '012345'],
      ['City *', 'Chennai'],
      ['Street *', '5 Mount Road'],
      ['Phone *', '9876543210'],
    ]) {
      await u.type(within(form).getByLabelText(label), value);
    }
    await u.selectOptions(within(form).getByLabelText('State *'), 'Tamil Nadu');
    await u.click(within(form).getByRole('button', { name: 'Add Address' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid pincode');

    await u.clear(within(form).getByLabelText('City *'));
    await u.selectOptions(within(form).getByLabelText('State *'), '');
    await u.clear(within(form).getByLabelText('Pincode *'));
    await u.type(within(form).getByLabelText('Pincode *'), '600002');
    expect(await within(form).findByText('Chennai, Tamil Nadu')).toBeVisible();
    expect(within(form).getByLabelText('City *')).toHaveValue('Chennai');
    expect(within(form).getByLabelText('State *')).toHaveValue('Tamil Nadu');
    await u.click(within(form).getByRole('button', { name: 'Add Address' }));

    await waitFor(() => expect(within(book).getAllByRole('listitem')).toHaveLength(2));
    expect(lastBody(api)).toMatchObject({
      type: 'work',
      street: '5 Mount Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600002',
      isDefault: false,
    });
  });

  it('edits and deletes an address', async () => {
    const { u, api } = await openAccount({
      'PUT /api/users/addresses/addr-1': (body) => answer(makeUser({ addresses: [{ ...home, ...(body as object) }] })),
      'DELETE /api/users/addresses/addr-1': () => answer(makeUser({ addresses: [] })),
    });
    const book = section('Addresses');
    await u.click(within(book).getByRole('button', { name: 'Edit' }));
    const city = within(book).getByLabelText('City *');
    await u.clear(city);
    await u.type(city, 'Madurai');
    await u.click(within(book).getByRole('button', { name: 'Save Address' }));
    expect(await within(book).findByText(/Madurai/)).toBeVisible();
    expect(lastBody(api)).not.toHaveProperty('id');

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await u.click(within(book).getByRole('button', { name: 'Delete' }));
    expect(await within(book).findByText('No saved addresses yet.')).toBeVisible();
    expect(api.requests.at(-1)?.init.method).toBe('DELETE');
    confirm.mockRestore();
  });

  it('saves e-mail preferences and puts a switch back when the save fails', async () => {
    let ok = true;
    const { u, api } = await openAccount({
      'PUT /api/users/preferences': (body) =>
        ok
          ? answer(makeUser({ preferences: body as User['preferences'] }))
          : jsonResponse({ success: false, message: 'Try again later' }, 400),
    });
    const prefs = section('Email Preferences');
    const offers = within(prefs).getByRole('checkbox', { name: /Offers and news/ });
    await u.click(offers);
    await waitFor(() => expect(lastBody(api)).toEqual({ orderEmails: true, offerEmails: true }));
    expect(offers).toBeChecked();

    ok = false;
    await u.click(within(prefs).getByRole('checkbox', { name: /Order updates/ }));
    expect(await within(prefs).findByRole('alert')).toHaveTextContent('Try again later');
    expect(within(prefs).getByRole('checkbox', { name: /Order updates/ })).toBeChecked();
  });
});

describe('account page: a password for an account that signs in with codes only', () => {
  it('offers to set a password instead of changing one, and keeps this session with the fresh token', async () => {
    const user = makeUser({ hasPassword: false });
    let current = user;
    const { u, api } = await openAccount(
      {
        'GET /api/auth/me': () => meResponse(current),
        'POST /api/auth/password': () => {
          current = { ...user, hasPassword: true };
          return jsonResponse({ success: true, message: 'Password set', token: 'fresh' });
        },
      },
      user,
    );
    const security = section('Password and Sessions');
    expect(within(security).queryByLabelText('Current Password')).toBeNull();
    await u.type(within(security).getByLabelText('New Password'), 'Kozhukattai-9');
    await u.type(within(security).getByLabelText('Confirm New Password'), 'Kozhukattai-9');
    await u.click(within(security).getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(localStorage.getItem('thindi.customer.token')).toBe('fresh'));
    const sent = api.requests.find((r) => r.url.pathname === '/api/auth/password');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ password: 'Kozhukattai-9' });
    expect(await within(security).findByLabelText('Current Password')).toBeVisible();
  });

  it('shows why a weak password would be refused, and refuses it before calling the server', async () => {
    const { u, api } = await openAccount({}, makeUser({ hasPassword: false }));
    const security = section('Password and Sessions');
    await u.type(within(security).getByLabelText('New Password'), 'iloveyou1');
    expect(await within(security).findByText(/This is a very common password/)).toBeVisible();
    await u.type(within(security).getByLabelText('Confirm New Password'), 'iloveyou1');
    await u.click(within(security).getByRole('button', { name: 'Set Password' }));
    expect(await within(security).findByRole('alert')).toHaveTextContent('This is a very common password.');
    expect(api.requests.some((r) => r.url.pathname === '/api/auth/password')).toBe(false);
  });
});
