import { z } from 'zod';
import { ADDRESS_TYPES, MIN_PASSWORD_LENGTH, OTP_LENGTH, PINCODE_PATTERN } from '../common/constants';
import { optionalPhoneSchema, phoneSchema } from '../common/phone';

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be a valid e-mail address' }).max(254, 'email is too long'));
export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(128, 'password must be at most 128 characters');
export const otpSchema = z
  .string({ error: 'otp is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter a valid 6-digit OTP');
const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(60, `${field} is too long`);
const optionalPhone = optionalPhoneSchema;

export const OTP_TYPES = ['registration', 'login'] as const;

/** POST /api/auth/send-otp */
export const sendOtpSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().max(60).optional(),
  type: z.enum(OTP_TYPES, { error: 'type must be registration or login' }).default('registration'),
});
export type SendOtpInput = z.infer<typeof sendOtpSchema>;
export const sendOtpResponseSchema = z.object({ success: z.literal(true), message: z.string(), otpExpiry: z.string() });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;
/**
 * The customer's send-otp answer: also how many seconds until another code may be asked for, by the auth service's
 * own rule and the same for every e-mail (known or not), so a countdown can follow it.
 */
export const customerSendOtpResponseSchema = sendOtpResponseSchema.extend({
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CustomerSendOtpResponse = z.infer<typeof customerSendOtpResponseSchema>;

/** The account details of a registration. */
export const userDataSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  phone: optionalPhone,
  password: passwordSchema,
});
export type UserData = z.infer<typeof userDataSchema>;

/** POST /api/auth/register: creates an unverified account (password login refused until verified). */
export const registerSchema = userDataSchema;
/** POST /api/auth/verify-otp: checks a registration code and creates the verified account. */
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema, userData: userDataSchema });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;
/** POST /api/auth/complete-registration: creates the account once its e-mail was verified by a code (within the code's lifetime). */
export const completeRegistrationSchema = z.object({ email: emailSchema, userData: userDataSchema });
/** POST /api/auth/login */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;
/** POST /api/auth/login-with-otp */
export const loginWithOtpSchema = z.object({ email: emailSchema, otp: otpSchema });

export const addressSchema = z.object({
  type: z.enum(ADDRESS_TYPES, { error: 'type must be home, work or other' }).default('home'),
  firstName: name('First name'),
  lastName: name('Last name'),
  street: name('Street').max(200),
  city: name('City'),
  state: name('State'),
  pincode: z.string({ error: 'Pincode is required' }).trim().regex(PINCODE_PATTERN, 'Please enter a valid pincode'),
  phone: phoneSchema,
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressSchema>;

export const profileUpdateSchema = z
  .object({ firstName: name('First name').optional(), lastName: name('Last name').optional(), phone: optionalPhone })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Send at least one of firstName, lastName, phone');
export const preferencesSchema = z.object({
  orderEmails: z.boolean({ error: 'orderEmails must be true or false' }).optional(),
  offerEmails: z.boolean({ error: 'offerEmails must be true or false' }).optional(),
});

/** A customer as the API sends it: never the password hash. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  addresses: z.array(addressSchema.extend({ id: z.string() })),
  preferences: z.object({ orderEmails: z.boolean(), offerEmails: z.boolean() }),
  createdAt: z.string(),
  /** False while the account has no password it can sign in with (codes only): it may set one, not change one. */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;
export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
  /** The account has no name yet (its first code sign-in dropped what an unproven registration typed): ask for it. */
  needsProfile: z.literal(true).optional(),
  /** The password just used fails today's rule (decision 031): invite its owner to choose a stronger one. */
  weakPassword: z.literal(true).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
/** POST /api/auth/register answers no token: the account acts only after its e-mail is proven by a code. */
export const registerResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Message patterns of the auth service. */
export const AuthPatterns = {
  sendOtp: 'auth.otp.send',
  verifyOtp: 'auth.otp.verify',
  completeRegistration: 'auth.registration.complete',
  register: 'auth.users.register',
  login: 'auth.sessions.login',
  loginWithOtp: 'auth.sessions.login-with-otp',
  me: 'auth.users.me',
  updateProfile: 'auth.users.update-profile',
  addAddress: 'auth.users.add-address',
  updatePreferences: 'auth.users.update-preferences',
  updateAddress: 'auth.users.update-address',
  deleteAddress: 'auth.users.delete-address',
  /** {principal (the customer), input: {}} → PersonalDataExport: everything held about them (DPDP Act 2023). */
  personalData: 'auth.users.personal-data',
  /** {principal (the customer), input: DeleteAccountMessage} → DeleteAccountResponse: the account erased. */
  deleteAccount: 'auth.users.delete',
} as const;

/**
 * DELETE /api/users/me: the account's password, or a sign-in code e-mailed to it (POST /api/auth/send-otp with type
 * 'login'), so that a token left on a shared computer cannot erase an account.
 */
export const deleteAccountSchema = z
  .object(
    {
      password: z.string().min(1, 'password is required').max(200).optional(),
      otp: otpSchema.optional(),
    },
    { error: 'Give your password, or the code we e-mailed you, to delete your account' },
  )
  .refine((body) => (body.password === undefined) !== (body.otp === undefined), {
    message: 'Give your password, or the code we e-mailed you, to delete your account',
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export const deleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** PUT /api/users/addresses/:id and DELETE /api/users/addresses/:id name the address in the path. */
export const addressIdSchema = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64),
});
export const updateAddressSchema = addressIdSchema.extend({ address: addressSchema });
export type UpdateAddressInput = z.infer<typeof updateAddressSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
export const userUpdateResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

/** Domain events emitted by the auth service. */
export const UserEvents = {
  registered: 'user.registered',
  /** userErasedEventSchema: an account deleted by its owner; every service erases or anonymises what it holds. */
  erased: 'user.erased',
} as const;
export const userErasedEventSchema = z.object({ userId: z.string(), at: z.string() });
export type UserErasedEvent = z.infer<typeof userErasedEventSchema>;
/** How a deleted account's shopper is named where a record must stay (an order, a review). */
export const FORMER_CUSTOMER = { firstName: 'Former', lastName: 'customer' } as const;
export const userRegisteredEventSchema = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});
export type UserRegisteredEvent = z.infer<typeof userRegisteredEventSchema>;
