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
  /** Multipart: the browser sets the content type with its boundary (spec section 7). */
  register: (form: FormData) => apiRequest<SellerAuthResult>('POST', '/sellers/register', { body: form, token: null }),
};
