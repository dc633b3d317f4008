import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@thindi/contracts';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import { useCart } from '@/features/cart/hooks/cart-context';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { agreeAndPlaceOrder, policyConfig } from '../../../test/checkout-consent';
import { createTestQueryClient } from '../../../test/query-client';
import { makeUpiOrder } from '../../../test/upi-order.factory';
import { StorefrontCheckout } from './storefront-checkout';

const home = {
  id: 'a1',
  type: 'home' as const,
  firstName: 'Asha',
  lastName: 'Raman',
  street: '12 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  phone: '9876543210',
  isDefault: false,
};
const work = { ...home, id: 'a2', type: 'work' as const, street: '5 Mount Road', isDefault: true };
const chennai = { pincode: '600004', district: 'Chennai', state: 'Tamil Nadu', stateCode: '33', places: ['Mylapore'] };

function Filler() {
  const { addItem } = useCart();
  return (
    <button onClick={() => addItem({ id: 'p1', name: 'Murukku', image: '/m.webp', weight: '200g', price: 599 })}>
      fill
    </button>
  );
}

async function openCheckout(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/auth/me': () => meResponse(user), ...policyConfig, ...handlers });
  storeCustomer(user, 'cust-token');
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <Filler />
        <StorefrontCheckout open onClose={jest.fn()} />
      </MemoryRouter>
    </AppProviders>,
  );
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'fill' }));
  return { u, api, drawer: screen.getByRole('dialog', { name: 'Checkout' }) };
}

describe('checkout shipping step', () => {
  it("starts from the shopper's default saved address, marked as chosen", async () => {
    const { drawer } = await openCheckout(makeUser({ addresses: [home, work] }));
    expect(await within(drawer).findByDisplayValue('5 Mount Road')).toBeVisible();
    expect(within(drawer).getByLabelText('Address Type')).toHaveValue('work');
    expect(within(drawer).getByRole('button', { name: /work \(default\)/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(drawer).getByRole('button', { name: /^home/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(drawer).queryByLabelText('Save this address')).not.toBeInTheDocument();
  });

  it("prefills the profile's name and phone when no address is saved", async () => {
    const { drawer } = await openCheckout(makeUser({ phone: '9123456781' }));
    expect(within(drawer).getByLabelText('First Name *')).toHaveValue('Asha');
    expect(within(drawer).getByLabelText('Last Name *')).toHaveValue('Raman');
    expect(within(drawer).getByLabelText('Phone *')).toHaveValue('9123456781');
    expect(within(drawer).getByLabelText('Street Address *')).toHaveValue('');
  });

  it("saves a new address typed there to the account once the order is placed, when 'Save this address' is ticked", async () => {
    const placed = makeUpiOrder({ orderNumber: 'TH-1001', paymentMethod: 'cod', paymentStatus: 'pending' });
    const { u, api, drawer } = await openCheckout(makeUser({ addresses: [home] }), {
      'GET /api/pincodes/600004': () => jsonResponse({ success: true, pincode: chennai }),
      'GET /api/health': () => jsonResponse({ success: true }),
      'POST /api/orders': () => jsonResponse({ success: true, message: 'Order placed', order: placed }, 201),
      'POST /api/users/addresses': () =>
        jsonResponse({ success: true, message: 'Saved', user: makeUser({ addresses: [home, { ...home, id: 'a3' }] }) }),
    });
    expect(await within(drawer).findByDisplayValue('12 Gandhi Road')).toBeVisible();
    const street = within(drawer).getByLabelText('Street Address *');
    await u.clear(street);
    await u.type(street, '3 Kutchery Road');
    const pincode = within(drawer).getByLabelText('Pincode *');
    await u.clear(pincode);
    await u.type(pincode, '600004');
    const phone = within(drawer).getByLabelText('Phone *');
    await u.clear(phone);
    await u.type(phone, '+91 98765 43210');
    await u.click(within(drawer).getByLabelText('Save this address'));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await agreeAndPlaceOrder(u, drawer);

    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
    const order = api.requests.find((r) => r.url.pathname === '/api/orders');
    expect(JSON.parse(String(order?.init.body)).shippingAddress.phone).toBe('9876543210');
    const saved = api.requests.find((r) => r.url.pathname === '/api/users/addresses');
    expect(JSON.parse(String(saved?.init.body))).toEqual({
      type: 'home',
      firstName: 'Asha',
      lastName: 'Raman',
      street: '3 Kutchery Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      phone: '9876543210',
      isDefault: false,
    });
  });

  it('saves nothing to the account when the box is left unticked', async () => {
    const { u, api, drawer } = await openCheckout(makeUser(), {
      'GET /api/pincodes/600004': () => jsonResponse({ success: true, pincode: chennai }),
      'GET /api/health': () => jsonResponse({ success: true }),
      'POST /api/orders': () =>
        jsonResponse(
          {
            success: true,
            message: 'Order placed',
            order: makeUpiOrder({ orderNumber: 'TH-1', paymentMethod: 'cod', paymentStatus: 'pending' }),
          },
          201,
        ),
    });
    await u.type(within(drawer).getByLabelText('Street Address *'), '3 Kutchery Road');
    await u.type(within(drawer).getByLabelText('Pincode *'), '600004');
    await u.type(within(drawer).getByLabelText('Phone *'), '98765 43210');
    expect(within(drawer).getByLabelText('Save this address')).not.toBeChecked();
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await agreeAndPlaceOrder(u, drawer);
    expect(await within(drawer).findByText('Order Confirmed!')).toBeVisible();
    expect(api.requests.some((r) => r.url.pathname === '/api/users/addresses')).toBe(false);
  });
});
