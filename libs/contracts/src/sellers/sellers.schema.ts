import { z } from 'zod';
import { BUSINESS_TYPES } from '../common/constants';
import { emailSchema, otpSchema } from '../users/users.schema';
import { sellerRegistrationSchema } from './seller-registration.schema';

/** The KYC documents a seller uploads, by form field, and the storage folder of each. */
export const SELLER_DOCUMENTS = { aadharCard: 'aadhar', panCard: 'pan', bankDocument: 'bank' } as const;
export type SellerDocumentField = keyof typeof SELLER_DOCUMENTS;
export type SellerDocumentKind = (typeof SELLER_DOCUMENTS)[SellerDocumentField];
export const SELLER_DOCUMENT_FIELDS = Object.keys(SELLER_DOCUMENTS) as SellerDocumentField[];
export const SELLER_DOCUMENT_KINDS = Object.values(SELLER_DOCUMENTS) as SellerDocumentKind[];

/** A file the gateway put under a temporary key; the media service checks and keeps it. */
export const incomingFileSchema = z.object({
  key: z.string().regex(/^incoming\/[0-9a-f-]{36}$/),
  fileName: z.string().max(255),
});
export type IncomingFile = z.infer<typeof incomingFileSchema>;

/** seller.sellers.register: the form's text (nested) and the documents that arrived. */
export const registerSellerSchema = z.object({
  registration: sellerRegistrationSchema,
  documents: z.object({
    aadharCard: incomingFileSchema.optional(),
    panCard: incomingFileSchema.optional(),
    bankDocument: incomingFileSchema.optional(),
  }),
});
export type RegisterSellerInput = z.infer<typeof registerSellerSchema>;

/** POST /api/sellers/login */
export const sellerLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128),
});
export type SellerLoginInput = z.infer<typeof sellerLoginSchema>;
/** POST /api/sellers/send-otp */
export const sellerSendOtpSchema = z.object({
  email: emailSchema,
  businessName: z.string().trim().max(120).optional(),
});
export type SellerSendOtpInput = z.infer<typeof sellerSendOtpSchema>;
/** POST /api/sellers/login-with-otp */
export const sellerLoginWithOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export type SellerLoginWithOtpInput = z.infer<typeof sellerLoginWithOtpSchema>;
/** POST /api/sellers/verify-email: the code e-mailed after registration (or by send-otp), with the seller's token. */
export const sellerVerifyEmailSchema = z.object({ otp: otpSchema });
export type SellerVerifyEmailInput = z.infer<typeof sellerVerifyEmailSchema>;
/** GET /api/sellers/documents/:kind; an admin names the seller. */
export const sellerDocumentQuerySchema = z.object({
  kind: z.enum(SELLER_DOCUMENT_KINDS as [SellerDocumentKind, ...SellerDocumentKind[]], {
    error: 'kind must be aadhar, pan or bank',
  }),
  sellerId: z.string().optional(),
});
export type SellerDocumentQuery = z.infer<typeof sellerDocumentQuerySchema>;
export const sellerDocumentLocationSchema = z.object({ key: z.string(), contentType: z.string() });
export type SellerDocumentLocation = z.infer<typeof sellerDocumentLocationSchema>;

/** A seller as the API sends it: never the password hash, never the whole account number. */
export const sellerSchema = z.object({
  _id: z.string(),
  id: z.string(),
  businessName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  panNumber: z.string(),
  gstNumber: z.string().nullable(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  bankDetails: z.object({
    accountNumberLast4: z.string(),
    ifscCode: z.string(),
    accountHolderName: z.string(),
    bankName: z.string(),
  }),
  documents: z.object({ aadharCard: z.boolean(), panCard: z.boolean(), bankDocument: z.boolean() }),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  /** Whether the seller proved the e-mail with a code; until then it gets no mail but that code. */
  emailVerified: z.boolean(),
  /** Why an admin rejected the application; a rejected seller (inactive with a reason) may fix it and resubmit. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;
export const sellerAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  seller: sellerSchema,
});
export type SellerAuthResponse = z.infer<typeof sellerAuthResponseSchema>;
export const sellerMeResponseSchema = z.object({ success: z.literal(true), seller: sellerSchema });
export type SellerMeResponse = z.infer<typeof sellerMeResponseSchema>;
export const sellerVerifyEmailResponseSchema = sellerMeResponseSchema.extend({ message: z.string() });
export type SellerVerifyEmailResponse = z.infer<typeof sellerVerifyEmailResponseSchema>;

/** Message patterns of the seller service. */
export const SellerPatterns = {
  register: 'seller.sellers.register',
  login: 'seller.sessions.login',
  sendOtp: 'seller.otp.send',
  loginWithOtp: 'seller.sessions.login-with-otp',
  verifyEmail: 'seller.sellers.verify-email',
  me: 'seller.sellers.me',
  document: 'seller.documents.locate',
  approve: 'seller.sellers.approve',
  reject: 'seller.sellers.reject',
  stats: 'seller.sellers.stats',
  updateProfile: 'seller.sellers.update-profile',
  resubmit: 'seller.sellers.resubmit',
} as const;

/** Domain events of the seller service. */
export const SellerEvents = {
  registered: 'seller.registered',
  approved: 'seller.approved',
  rejected: 'seller.rejected',
  statusChanged: 'seller.status-changed',
} as const;
export const sellerRegisteredEventSchema = z.object({
  sellerId: z.string(),
  businessName: z.string(),
  email: z.string(),
  at: z.string(),
});
export type SellerRegisteredEvent = z.infer<typeof sellerRegisteredEventSchema>;
