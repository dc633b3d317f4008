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
  createdAt: string;
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
};
