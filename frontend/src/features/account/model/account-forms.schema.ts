import {
  addressSchema,
  deleteAccountSchema,
  optionalPhoneSchema,
  otpSchema,
  preferencesSchema,
  profileUpdateSchema,
  type AddressInput,
} from '@thindi/contracts';
import { z } from 'zod';
import { FILL_REQUIRED_FIELDS, PASSWORDS_DIFFER, thenContract } from '@/components/auth/auth-forms.schema';
import { passwordProblem } from '@/lib/password-rule';

const filled = (message: string) => z.string().trim().min(1, message);

/** Profile: both names required ('<Field> is required'), then the contract's name and phone rules; phone may be empty. */
export const profileFormSchema = z.object({
  firstName: filled(FILL_REQUIRED_FIELDS).pipe(profileUpdateSchema.shape.firstName.unwrap()),
  lastName: filled(FILL_REQUIRED_FIELDS).pipe(profileUpdateSchema.shape.lastName.unwrap()),
  phone: optionalPhoneSchema.transform((phone) => phone ?? ''),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileValues = z.output<typeof profileFormSchema>;

/**
 * After the first code sign-in of an account registered with a password (decision 031): the name and phone again,
 * and a password, which may stay empty (codes only). One typed is checked by the server's rule before anything is sent.
 */
export const completeProfileFormSchema = z
  .object({
    firstName: profileFormSchema.shape.firstName,
    lastName: profileFormSchema.shape.lastName,
    phone: profileFormSchema.shape.phone,
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine(async (form, ctx) => {
    if (!form.password && !form.confirm) return;
    if (form.password !== form.confirm)
      return ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
    const weak = await passwordProblem(form.password, [form.firstName, form.lastName]);
    if (weak) ctx.addIssue({ code: 'custom', path: ['password'], message: weak });
  });
export type CompleteProfileForm = z.input<typeof completeProfileFormSchema>;
export type CompleteProfileValues = z.output<typeof completeProfileFormSchema>;

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
 * The shipping address (docs/product.md, Checkout > Shipping address): first '<Field> is required' for each empty field, and only once none is
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

export const ENTER_PASSWORD = 'Please enter your password';

/**
 * 'Delete my account': the password, or the e-mailed code once the shopper chose it (`proof`), then the contract's
 * body, which carries exactly one of the two.
 */
export const deleteAccountFormSchema = z
  .object({ proof: z.enum(['password', 'code']), password: z.string(), otp: z.string() })
  .superRefine((form, ctx) => {
    if (form.proof === 'password' && !form.password)
      return ctx.addIssue({ code: 'custom', path: ['password'], message: ENTER_PASSWORD });
    const code = form.proof === 'code' ? otpSchema.safeParse(form.otp) : null;
    if (code && !code.success) ctx.addIssue({ code: 'custom', path: ['otp'], message: code.error.issues[0].message });
  })
  .transform((form, ctx) =>
    thenContract(deleteAccountSchema)(form.proof === 'password' ? { password: form.password } : { otp: form.otp }, ctx),
  );
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>;
