import {
  addressSchema,
  optionalPhoneSchema,
  preferencesSchema,
  profileUpdateSchema,
  type AddressInput,
} from '@thindi/contracts';
import { z } from 'zod';
import { FILL_REQUIRED_FIELDS, thenContract } from '@/components/auth/auth-forms.schema';

const filled = (message: string) => z.string().trim().min(1, message);

/** Profile: both names required (spec's wording), then the contract's name and phone rules; phone may be empty. */
export const profileFormSchema = z.object({
  firstName: filled(FILL_REQUIRED_FIELDS).pipe(profileUpdateSchema.shape.firstName.unwrap()),
  lastName: filled(FILL_REQUIRED_FIELDS).pipe(profileUpdateSchema.shape.lastName.unwrap()),
  phone: optionalPhoneSchema.transform((phone) => phone ?? ''),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileValues = z.output<typeof profileFormSchema>;

/** The address fields a person types, in the order the form shows them, with the label each message names. */
export const ADDRESS_TEXT_FIELDS = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'street', label: 'Street' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'pincode', label: 'Pincode' },
  { key: 'phone', label: 'Phone', type: 'tel' },
] as const satisfies readonly { key: keyof AddressInput; label: string; type?: string }[];

const required = (label: string) => filled(`${label} is required`);

/**
 * Spec section 5 (shipping address): first '<Field> is required' for each empty field, and only once none is
 * empty the contract's address schema (pincode and phone patterns, lengths) that the server checks as well.
 */
export const addressFormSchema = z
  .object({
    type: addressSchema.shape.type,
    firstName: required('First name'),
    lastName: required('Last name'),
    street: required('Street'),
    city: required('City'),
    state: required('State'),
    pincode: required('Pincode'),
    phone: required('Phone'),
    isDefault: z.boolean(),
  })
  .transform(thenContract(addressSchema));
export type AddressForm = z.input<typeof addressFormSchema>;

/** E-mail preferences: both switches, as the contract's preferences call takes them. */
export const preferencesFormSchema = preferencesSchema.required();
export type PreferencesForm = z.output<typeof preferencesFormSchema>;
