import { normalisePhone, placeOrderSchema, type PaymentMethod, type ShippingAddress } from '@thindi/contracts';
import { z } from 'zod';

export const CHECKOUT_STEPS = ['Shipping', 'Payment', 'Review'] as const;

export const EMPTY_SHIPPING: ShippingAddress = {
  type: 'home',
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
};

export type ShippingField = Exclude<keyof ShippingAddress, 'type'>;
export type ShippingTextField = { key: ShippingField; label: string; type?: string };
/** The typed fields around the pincode, city and state (which fill from the pincode). */
export const NAME_FIELDS: ShippingTextField[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
];
/** What the shopper's profile lends the shipping step: the name and phone to start from. */
export interface ShippingProfile {
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** A saved address as the order takes it (no id, no default flag). */
export const asShipping = ({
  type,
  firstName,
  lastName,
  street,
  city,
  state,
  pincode,
  phone,
}: ShippingAddress): ShippingAddress => ({ type, firstName, lastName, street, city, state, pincode, phone });

const SHIPPING_KEYS = Object.keys(EMPTY_SHIPPING) as (keyof ShippingAddress)[];
/** An address as the form holds it (its type may not be chosen yet: the contract's default is home). */
type FormAddress = Omit<ShippingAddress, 'type'> & { type?: ShippingAddress['type'] };
const comparable = (key: keyof ShippingAddress, value = 'home') =>
  key === 'phone' ? (normalisePhone(value) ?? value.trim()) : value.trim().toLowerCase();
/** The same address, whatever the case, spacing or phone form it was typed in. */
export const sameAddress = (a: FormAddress, b: FormAddress) =>
  SHIPPING_KEYS.every((key) => comparable(key, a[key]) === comparable(key, b[key]));
/** Nothing typed yet: every field but the type is blank. */
export const isBlankShipping = (a: FormAddress) =>
  SHIPPING_KEYS.every((key) => key === 'type' || (a[key] ?? '').trim() === '');

/**
 * Where the shipping step starts: the default saved address (or the only one); otherwise the profile's name and
 * phone with the rest left to type.
 */
export function startingShipping(
  saved: readonly (ShippingAddress & { isDefault?: boolean })[],
  profile: ShippingProfile | null,
): ShippingAddress {
  const preferred = saved.find((entry) => entry.isDefault) ?? (saved.length === 1 ? saved[0] : undefined);
  if (preferred) return asShipping(preferred);
  if (!profile) return EMPTY_SHIPPING;
  return { ...EMPTY_SHIPPING, firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' };
}

export const STREET_PHONE_FIELDS: ShippingTextField[] = [
  { key: 'street', label: 'Street Address' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];

const address = placeOrderSchema.shape.shippingAddress.shape;

/** Each empty field is named in a sentence ('First name is required'), as the address book names it. */
const REQUIRED_LABELS: Record<ShippingField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  phone: 'Phone',
};
const required = (field: ShippingField) =>
  z.string().trim().min(1, `${REQUIRED_LABELS[field]} is required`).pipe(address[field]);

/**
 * The checkout form: the shipping address as the order contract takes it (its pincode and phone patterns and
 * messages), each empty field named first ('<Field> is required'), and the payment method.
 */
export const checkoutFormSchema = z.object({
  shippingAddress: z.object({
    type: address.type,
    firstName: required('firstName'),
    lastName: required('lastName'),
    street: required('street'),
    city: required('city'),
    state: required('state'),
    pincode: required('pincode'),
    phone: required('phone'),
  }),
  paymentMethod: placeOrderSchema.shape.paymentMethod,
  /** 'Save this address': a new address typed at checkout joins the account's address book once the order is placed. */
  saveAddress: z.boolean().optional(),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;
export type CheckoutValues = z.output<typeof checkoutFormSchema>;

/**
 * The payment methods and their descriptions (cash on delivery has none). Card and net banking
 * stay in view but cannot be chosen until a payment gateway is configured: nothing pretends to charge them.
 */
export const PAYMENT_OPTIONS: { value: PaymentMethod; label: string; description: string; comingSoon?: true }[] = [
  { value: 'cod', label: 'Cash on Delivery', description: '' },
  { value: 'card', label: 'Credit/Debit Card', description: 'Visa, Mastercard, RuPay', comingSoon: true },
  { value: 'upi', label: 'UPI', description: 'Google Pay, PhonePe, Paytm' },
  { value: 'netbanking', label: 'Net Banking', description: 'All major banks', comingSoon: true },
];

export const paymentLabel = (method: PaymentMethod): string =>
  PAYMENT_OPTIONS.find((option) => option.value === method)?.label ?? method;
