import { z } from 'zod';
import { BUSINESS_TYPES } from '../common/constants';
import { phoneSchema } from '../common/phone';
import { bankDetailsSchema, sellerAddressSchema } from './seller-registration.schema';
import { gstinPan, GSTIN_PATTERN, PAN_PATTERN } from './seller-formats';
import { sellerDocumentKeySchema, sellerSchema } from './sellers.schema';
import { checkFoodLicence, foodLicenceFields } from './food-licence';

const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
const upper = (message: string, pattern: RegExp) =>
  z.string({ error: message }).trim().toUpperCase().regex(pattern, message);

/**
 * What sends an approved seller back to verification when it changes: what an admin checked (PAN, GSTIN, the bank
 * account and its IFSC) and the documents it checked them against. E-mail is not editable here.
 */
export const SELLER_KYC_FIELDS = [
  'panNumber',
  'gstNumber',
  'bankAccountNumber',
  'bankIfscCode',
  'aadharCard',
  'panCard',
  'bankDocument',
] as const;
export type SellerKycField = (typeof SELLER_KYC_FIELDS)[number];
/** How a history line names each KYC field and document ('changed PAN card, IFSC'). */
export const SELLER_KYC_LABELS: Record<SellerKycField, string> = {
  panNumber: 'PAN',
  gstNumber: 'GST number',
  bankAccountNumber: 'bank account number',
  bankIfscCode: 'IFSC',
  aadharCard: 'Aadhar card',
  panCard: 'PAN card',
  bankDocument: 'bank document',
};

/**
 * PATCH /api/sellers/me (seller.sellers.update-profile): the seller's business, contact, address and bank. The
 * account number is write-only (the API shows its last four digits): left blank, the stored one stays. `documents`
 * replaces KYC documents by the keys POST /api/sellers/me/documents/:field answered; one not sent stays.
 */
export const updateSellerProfileSchema = z
  .object({
    businessName: text('Business name'),
    ownerName: text('Owner name'),
    phone: phoneSchema,
    businessType: z.enum(BUSINESS_TYPES, {
      error: 'Please choose a business type: individual, company or partnership',
    }),
    panNumber: upper('Please enter a valid PAN number', PAN_PATTERN),
    gstNumber: z
      .union([upper('Please enter a valid GST number', GSTIN_PATTERN), z.literal('')])
      .optional()
      .nullable()
      .transform((g) => g || null),
    address: sellerAddressSchema,
    bankDetails: bankDetailsSchema.extend({
      accountNumber: z
        .union([bankDetailsSchema.shape.accountNumber, z.literal('')])
        .optional()
        .transform((a) => a || undefined),
    }),
    /** The FSSAI licence (decision 035): a changed one is verified again before it counts. */
    ...foodLicenceFields,
    about: z
      .union([z.string().trim().max(1000, 'About must be at most 1000 characters'), z.null()])
      .optional()
      // Left out: the stored one stays; empty or null: none.
      .transform((a) => (a === undefined ? undefined : a || null)),
    /** The customer-care contact the storefront shows; null: the seller's phone and e-mail; left out: unchanged. */
    customerCare: z
      .object({ phone: phoneSchema, email: z.email({ error: 'Please enter a valid customer-care email address' }) })
      .nullable()
      .optional(),
    documents: z
      .object({
        aadharCard: sellerDocumentKeySchema('aadharCard').optional(),
        panCard: sellerDocumentKeySchema('panCard').optional(),
        bankDocument: sellerDocumentKeySchema('bankDocument').optional(),
        fssaiCertificate: sellerDocumentKeySchema('fssaiCertificate').optional(),
      })
      .strict()
      .optional(),
  })
  .refine((s) => s.gstNumber === null || gstinPan(s.gstNumber) === s.panNumber, {
    path: ['gstNumber'],
    error: 'The GST number must contain the PAN number',
  })
  .superRefine((s, ctx) => checkFoodLicence(s, ctx));
export type UpdateSellerProfileInput = z.infer<typeof updateSellerProfileSchema>;
export type UpdateSellerProfileFields = z.input<typeof updateSellerProfileSchema>;

/** The answer to a profile edit: the seller as now, and which KYC fields changed (verification starts again). */
export const sellerProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  seller: sellerSchema,
  reverification: z.array(z.enum(SELLER_KYC_FIELDS)),
});
export type SellerProfileResponse = z.infer<typeof sellerProfileResponseSchema>;

/** POST /api/sellers/me/resubmit: a rejected seller asks to be reviewed again. */
export const sellerResubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  seller: sellerSchema,
});
export type SellerResubmitResponse = z.infer<typeof sellerResubmitResponseSchema>;

export const RESUBMITTED_MESSAGE = 'Your application has been sent for review again';
export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved';
export const REVERIFICATION_MESSAGE =
  'Your profile has been saved. Because your KYC details changed, your account is pending verification again';
