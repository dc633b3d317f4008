import type {
  ChangePasswordInput,
  CloseShopInput,
  CloseShopResponse,
  ForgotPasswordResponse,
  PasswordChangedResponse,
  ResetPasswordInput,
  Seller,
  SellerAuthResponse,
  SellerDocumentField,
  SellerDocumentUploadResponse,
  SellerMeResponse,
  SellerLoginInput,
  SellerSendOtpInput,
  SellerVerifyEmailResponse,
  SellerProfileResponse,
  SellerResubmitResponse,
  UpdateSellerProfileFields,
  SendOtpResponse,
  SignedOutResponse,
} from '@thindi/contracts';
import { apiRequest } from '@/lib/api-client';

export type { Seller };

export const sellerApi = {
  login: (input: SellerLoginInput) =>
    apiRequest<SellerAuthResponse>('POST', '/sellers/login', { body: input, token: null }),
  forgotPassword: (email: string) =>
    apiRequest<ForgotPasswordResponse>('POST', '/sellers/forgot-password', { body: { email }, token: null }),
  resetPassword: (input: ResetPasswordInput) =>
    apiRequest<SellerAuthResponse>('POST', '/sellers/reset-password', { body: input, token: null }),
  /** Sent with the seller's own token: /sellers/ paths otherwise prefer a customer token. */
  changePassword: (input: ChangePasswordInput, token: string | null) =>
    apiRequest<PasswordChangedResponse>('POST', '/sellers/change-password', { body: input, token }),
  signOutEverywhere: (token: string | null) =>
    apiRequest<SignedOutResponse>('POST', '/sellers/sign-out-everywhere', { body: {}, token }),
  /** Multipart: the browser sets the content type with its boundary. */
  register: (form: FormData) =>
    apiRequest<SellerAuthResponse>('POST', '/sellers/register', { body: form, token: null }),
  verifyEmail: (otp: string, token: string | null) =>
    apiRequest<SellerVerifyEmailResponse>('POST', '/sellers/verify-email', { body: { otp }, token }),
  /** Sends (or resends) the code; within a minute of the last one the server answers alike and sends nothing. */
  /** Saves the business, contact, address and bank details; KYC changes send a verified seller back to review. */
  updateProfile: (input: UpdateSellerProfileFields, token: string | null) =>
    apiRequest<SellerProfileResponse>('PATCH', '/sellers/me', { body: input, token }),
  /** The signed-in seller with the review history of its application, newest first. */
  me: (token: string | null) => apiRequest<SellerMeResponse>('GET', '/sellers/me', { token }),
  /** Keeps a replacement KYC document and answers its key; the profile edit then puts it in place. */
  uploadDocument: (field: SellerDocumentField, file: File, token: string | null) => {
    const form = new FormData();
    form.append('document', file);
    return apiRequest<SellerDocumentUploadResponse>('POST', `/sellers/me/documents/${field}`, { body: form, token });
  },
  /** A rejected seller asks to be reviewed again. */
  resubmit: (token: string | null) =>
    apiRequest<SellerResubmitResponse>('POST', '/sellers/me/resubmit', { body: {}, token }),
  /** Closes the shop for good with the password; the server then ends every session of the seller. */
  closeShop: (input: CloseShopInput, token: string | null) =>
    apiRequest<CloseShopResponse>('POST', '/sellers/me/close', { body: input, token }),
  sendCode: (input: SellerSendOtpInput) =>
    apiRequest<SendOtpResponse>('POST', '/sellers/send-otp', { body: input, token: null }),
};
