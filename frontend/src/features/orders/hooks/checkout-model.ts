import { PHONE_PATTERN, PINCODE_PATTERN } from '@thindi/contracts';
import type { PaymentMethod, ShippingAddress } from '../api/orders.api';

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
export const SHIPPING_FIELDS: { key: ShippingField; label: string; type?: string }[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'street', label: 'Street Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'pincode', label: 'Pincode' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];

export type ShippingErrors = Partial<Record<ShippingField, string>>;

/**
 * Spec section 5: the field name with a capital first letter plus ' is required', then the pincode and phone
 * patterns. Returns one message per bad field; empty when the address may proceed.
 */
export function validateShipping(address: ShippingAddress): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const { key } of SHIPPING_FIELDS) {
    if (!address[key].trim()) errors[key] = `${key.charAt(0).toUpperCase()}${key.slice(1)} is required`;
  }
  if (!errors.pincode && !PINCODE_PATTERN.test(address.pincode.trim())) {
    errors.pincode = 'Please enter a valid pincode';
  }
  if (!errors.phone && !PHONE_PATTERN.test(address.phone.trim())) errors.phone = 'Please enter a valid phone number';
  return errors;
}

/** Spec section 9's payment methods and their descriptions (cash on delivery has none there). */
export const PAYMENT_OPTIONS: { value: PaymentMethod; label: string; description: string }[] = [
  { value: 'cod', label: 'Cash on Delivery', description: '' },
  { value: 'card', label: 'Credit/Debit Card', description: 'Visa, Mastercard, RuPay' },
  { value: 'upi', label: 'UPI', description: 'Google Pay, PhonePe, Paytm' },
  { value: 'netbanking', label: 'Net Banking', description: 'All major banks' },
];

export const paymentLabel = (method: PaymentMethod): string =>
  PAYMENT_OPTIONS.find((option) => option.value === method)?.label ?? method;
