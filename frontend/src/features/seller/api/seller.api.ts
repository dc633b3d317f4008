import { apiRequest } from '@/lib/api-client';

/** A seller as the API sends it (never the full account number). */
export interface Seller {
  _id: string;
  id: string;
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  businessType: string;
  panNumber: string;
  gstNumber: string | null;
  address: { street: string; city: string; state: string; pincode: string };
  isVerified: boolean;
  isActive: boolean;
  /** Proven with the code mailed after registration; until then the dashboard asks for it. */
  emailVerified: boolean;
  createdAt: string;
}

export interface SellerVerifyEmailResult {
  success: boolean;
  message: string;
  seller: Seller;
}

export interface SellerAuthResult {
  success: boolean;
  message: string;
  token: string;
  seller: Seller;
}

export const sellerApi = {
  login: (email: string, password: string) =>
    apiRequest<SellerAuthResult>('POST', '/sellers/login', { body: { email, password }, token: null }),
  forgotPassword: (email: string) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/sellers/forgot-password', {
      body: { email },
      token: null,
    }),
  resetPassword: (email: string, otp: string, newPassword: string) =>
    apiRequest<SellerAuthResult>('POST', '/sellers/reset-password', {
      body: { email, otp, newPassword },
      token: null,
    }),
  /** Sent with the seller's own token: /sellers/ paths otherwise prefer a customer token. */
  changePassword: (currentPassword: string, newPassword: string, token: string | null) =>
    apiRequest<{ success: boolean; message: string; token: string }>('POST', '/sellers/change-password', {
      body: { currentPassword, newPassword },
      token,
    }),
  signOutEverywhere: (token: string | null) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/sellers/sign-out-everywhere', { body: {}, token }),
  /** Multipart: the browser sets the content type with its boundary (spec section 7). */
  register: (form: FormData) => apiRequest<SellerAuthResult>('POST', '/sellers/register', { body: form, token: null }),
  verifyEmail: (otp: string, token: string | null) =>
    apiRequest<SellerVerifyEmailResult>('POST', '/sellers/verify-email', { body: { otp }, token }),
  /** Sends (or resends) the code; within a minute of the last one the server answers alike and sends nothing. */
  sendCode: (email: string, businessName: string) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/sellers/send-otp', {
      body: { email, businessName },
      token: null,
    }),
};
