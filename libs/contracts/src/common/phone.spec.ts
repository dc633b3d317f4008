import { addressSchema, profileUpdateSchema, userDataSchema } from '../users/users.schema';
import { placeOrderSchema } from '../orders/order.schema';
import { sellerRegistrationSchema } from '../sellers/seller-registration.schema';
import { normalisePhone, optionalPhoneSchema, phoneSchema, PHONE_MESSAGE } from './phone';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('phone numbers', () => {
  it.each(['+91 98765 43210', '98765 43210', '098765 43210', '9876543210', '+919876543210', '91 98765-43210'])(
    'accepts %s and stores the 10 digits',
    (typed) => {
      expect(phoneSchema.parse(typed)).toBe('9876543210');
    },
  );

  it('keeps a number from outside India in international form', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each(['0123', '09876', 'call me', '12345 67890', '+91 12345 67890', '98765 4321', '987654321012', '+'])(
    'refuses %s with a sentence',
    (typed) => {
      expect(messageOf(phoneSchema.safeParse(typed))).toBe(PHONE_MESSAGE);
    },
  );

  it('names a missing phone in a sentence', () => {
    expect(messageOf(phoneSchema.safeParse(undefined))).toBe('Phone is required');
  });

  it('lets an optional phone be blank', () => {
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse('  ')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(messageOf(optionalPhoneSchema.safeParse('0123'))).toBe(PHONE_MESSAGE);
  });

  it('is the rule of sign-up, the profile, addresses, checkout and seller sign-up alike', () => {
    const typed = '+91 98765 43210';
    const address = {
      firstName: 'Meena',
      lastName: 'Iyer',
      street: '12 Car Street',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      phone: typed,
    };
    const user = { firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.in', password: 'Murukku@123' };
    expect(userDataSchema.parse({ ...user, phone: typed }).phone).toBe('9876543210');
    expect(profileUpdateSchema.parse({ phone: typed }).phone).toBe('9876543210');
    expect(addressSchema.parse(address).phone).toBe('9876543210');
    const order = placeOrderSchema.safeParse({
      items: [{ productId: '5f0c6a1e-7b2d-4c3a-9e8f-1a2b3c4d5e6f', quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
    });
    expect(order.success ? order.data.shippingAddress.phone : order.error.issues).toBe('9876543210');
    const seller = sellerRegistrationSchema.safeParse({ phone: typed });
    expect(seller.success ? undefined : seller.error.issues.find((i) => i.path[0] === 'phone')).toBeUndefined();
  });
});
