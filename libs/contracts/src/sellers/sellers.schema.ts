import { z } from 'zod';
import { BUSINESS_TYPES } from '../common/constants';
import { emailSchema, otpSchema } from '../users/users.schema';
import { sellerRegistrationSchema } from './seller-registration.schema';
import { foodLicenceSchema } from './food-licence';

/** The KYC documents a seller uploads, by form field, and the storage folder of each. */
export const SELLER_DOCUMENTS = {
  aadharCard: 'aadhar',
  panCard: 'pan',
  bankDocument: 'bank',
  /** The FSSAI licence or registration certificate (decision 035). */
  fssaiCertificate: 'fssai',
} as const;
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

/**
 * A kept KYC document of one kind, by the key the media service answered (`seller-documents/pan/<uuid>.pdf`): the
 * folder names the kind, so a PAN card's key cannot stand in for the Aadhar card.
 */
export const sellerDocumentKeySchema = (field: SellerDocumentField) =>
  z
    .string({ error: `${field}: send the key of an uploaded document` })
    .regex(
      new RegExp(`^seller-documents/${SELLER_DOCUMENTS[field]}/[0-9a-f-]{36}\\.[a-z0-9]{2,5}$`),
      `${field}: not the key of an uploaded ${SELLER_DOCUMENTS[field]} document`,
    );

/** seller.documents.upload: one KYC document of the signed-in seller, put under a temporary key by the gateway. */
export const uploadSellerDocumentSchema = z.object({
  field: z.enum(SELLER_DOCUMENT_FIELDS as [SellerDocumentField, ...SellerDocumentField[]], {
    error: 'The document must be aadharCard, panCard, bankDocument or fssaiCertificate',
  }),
  file: incomingFileSchema,
});
export type UploadSellerDocumentInput = z.infer<typeof uploadSellerDocumentSchema>;
/** POST /api/sellers/me/documents/:field: the kept document's key, for the profile edit that puts it in place. */
export const sellerDocumentUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: z.object({ field: z.string(), key: z.string(), fileName: z.string() }),
});
export type SellerDocumentUploadResponse = z.infer<typeof sellerDocumentUploadResponseSchema>;

/** seller.sellers.register: the form's text (nested) and the documents that arrived. */
export const registerSellerSchema = z.object({
  registration: sellerRegistrationSchema,
  documents: z.object({
    aadharCard: incomingFileSchema.optional(),
    panCard: incomingFileSchema.optional(),
    bankDocument: incomingFileSchema.optional(),
    fssaiCertificate: incomingFileSchema.optional(),
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
    error: 'kind must be aadhar, pan, bank or fssai',
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
  documents: z.object({
    aadharCard: z.boolean(),
    panCard: z.boolean(),
    bankDocument: z.boolean(),
    fssaiCertificate: z.boolean(),
  }),
  /** The FSSAI licence (decision 035), its verification and whether it lets the seller sell now. */
  foodLicence: foodLicenceSchema,
  /** What the storefront's seller page says of the seller; its customer care contact (defaults: phone, e-mail). */
  about: z.string().nullable(),
  customerCare: z.object({ phone: z.string(), email: z.string() }),
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
  /** The password that just signed in fails today's rule (decision 031): the seller is invited to change it. */
  weakPassword: z.literal(true).optional(),
});
export type SellerAuthResponse = z.infer<typeof sellerAuthResponseSchema>;

/**
 * What happened to a seller's application after sign-up: the admin's rejections (with the reason) and approvals,
 * the seller's resubmissions and its KYC edits.
 */
export const SELLER_HISTORY_ACTIONS = ['rejected', 'resubmitted', 'profile-changed', 'approved'] as const;
export const sellerHistoryEntrySchema = z.object({
  action: z.enum(SELLER_HISTORY_ACTIONS),
  /** The KYC fields and documents a profile edit changed (empty when none did). */
  fields: z.array(z.string()),
  /** The admin's reason, for a rejection. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type SellerHistoryEntry = z.infer<typeof sellerHistoryEntrySchema>;

/** GET /api/sellers/me: the seller, and the review history of its application, newest first. */
export const sellerMeResponseSchema = z.object({
  success: z.literal(true),
  seller: sellerSchema,
  history: z.array(sellerHistoryEntrySchema),
});
export type SellerMeResponse = z.infer<typeof sellerMeResponseSchema>;
export const sellerVerifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  seller: sellerSchema,
});
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
  uploadDocument: 'seller.documents.upload',
  /** An admin verifies the seller's pending FSSAI licence (decision 035). */
  verifyFoodLicence: 'seller.food-licence.verify',
  /** {principal (the seller), input: CloseShopInput} → CloseShopResponse: the seller closes its shop for good. */
  closeShop: 'seller.sellers.close-shop',
} as const;

/** POST /api/sellers/me/close: the seller's password, so that a token left open cannot close a shop. */
export const closeShopSchema = z.object(
  { password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200) },
  { error: 'password is required' },
);
export type CloseShopInput = z.infer<typeof closeShopSchema>;
export const closeShopResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CloseShopResponse = z.infer<typeof closeShopResponseSchema>;

/** Domain events of the seller service. */
export const SellerEvents = {
  registered: 'seller.registered',
  approved: 'seller.approved',
  rejected: 'seller.rejected',
  statusChanged: 'seller.status-changed',
  /** What the storefront shows of the seller and whether its licence lets it sell (decision 035). */
  publicProfileChanged: 'seller.public-profile-changed',
} as const;
export const sellerRegisteredEventSchema = z.object({
  sellerId: z.string(),
  businessName: z.string(),
  email: z.string(),
  at: z.string(),
});
export type SellerRegisteredEvent = z.infer<typeof sellerRegisteredEventSchema>;
