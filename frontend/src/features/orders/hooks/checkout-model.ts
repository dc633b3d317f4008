import { placeOrderSchema, type PaymentMethod, type ShippingAddress } from '@thindi/contracts';
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
export const STREET_PHONE_FIELDS: ShippingTextField[] = [
  { key: 'street', label: 'Street Address' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];

const address = placeOrderSchema.shape.shippingAddress.shape;

/** Spec section 5: the field name with a capital first letter plus ' is required' ('FirstName is required'). */
const required = (field: ShippingField) =>
  z
    .string()
    .trim()
    .min(1, `${field.charAt(0).toUpperCase()}${field.slice(1)} is required`)
    .pipe(address[field]);

/**
 * The checkout form: the shipping address as the order contract takes it (its pincode and phone patterns and
 * messages), each empty field named in the spec's words, and the payment method.
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
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;
export type CheckoutValues = z.output<typeof checkoutFormSchema>;

/**
 * Spec section 9's payment methods and their descriptions (cash on delivery has none there). Card and net banking
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
