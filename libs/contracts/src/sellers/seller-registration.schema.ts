import { z } from 'zod';
import { BUSINESS_TYPES, MIN_PASSWORD_LENGTH, PINCODE_PATTERN } from '../common/constants';
import { phoneSchema } from '../common/phone';
import { checkFoodLicence, foodLicenceFields } from './food-licence';
import { ACCOUNT_NUMBER_PATTERN, GSTIN_PATTERN, gstinPan, IFSC_PATTERN, PAN_PATTERN } from './seller-formats';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const REQUIRED_DOCUMENTS_MESSAGE =
  'Please upload all required documents (Aadhar Card, PAN Card, and Bank Document)';

/** One of the four fields always required: a missing one gets 'Please fill in all required fields'. */
const required = z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE);
const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
const upper = (message: string, pattern: RegExp) =>
  z.string({ error: message }).trim().toUpperCase().regex(pattern, message);

export const sellerAddressSchema = z.object(
  {
    street: text('Street', 200),
    city: text('City', 60),
    state: text('State', 60),
    pincode: z.string({ error: 'Pincode is required' }).trim().regex(PINCODE_PATTERN, 'Please enter a valid pincode'),
  },
  { error: 'Address is required (street, city, state, pincode)' },
);

export const bankDetailsSchema = z.object(
  {
    accountNumber: z
      .string({ error: 'Bank account number is required' })
      .trim()
      .regex(ACCOUNT_NUMBER_PATTERN, 'Please enter a valid bank account number (9 to 18 digits)'),
    ifscCode: upper('Please enter a valid IFSC code', IFSC_PATTERN),
    accountHolderName: text('Account holder name'),
    bankName: text('Bank name'),
  },
  { error: 'Bank details are required (account number, IFSC code, account holder name, bank name)' },
);

const gstNumber = z
  .union([upper('Please enter a valid GST number', GSTIN_PATTERN), z.literal('')])
  .optional()
  .nullable()
  .transform((g) => g || null);

/** The text part of POST /api/sellers/register; the order of the keys is the order messages are checked in. */
export const sellerRegistrationSchema = z
  .object({
    businessName: required.pipe(z.string().max(120, 'Business name is too long')),
    ownerName: required.pipe(z.string().max(120, 'Owner name is too long')),
    email: required.pipe(z.email({ error: 'Please enter a valid email address' }).max(254).toLowerCase()),
    password: required
      .pipe(z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`))
      .pipe(z.string().max(128, 'Password must be at most 128 characters')),
    phone: z.string({ error: 'Phone is required' }).pipe(phoneSchema),
    businessType: z.enum(BUSINESS_TYPES, {
      error: 'Please choose a business type: individual, company or partnership',
    }),
    panNumber: upper('Please enter a valid PAN number', PAN_PATTERN),
    gstNumber,
    address: sellerAddressSchema,
    bankDetails: bankDetailsSchema,
    /** The FSSAI licence (decision 035): optional here, required before the admin approves. */
    ...foodLicenceFields,
  })
  .refine((s) => s.gstNumber === null || gstinPan(s.gstNumber) === s.panNumber, {
    path: ['gstNumber'],
    error: 'The GST number must contain the PAN number',
  })
  .superRefine((s, ctx) => checkFoodLicence(s, ctx));
export type SellerRegistration = z.infer<typeof sellerRegistrationSchema>;
