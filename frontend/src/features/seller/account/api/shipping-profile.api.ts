import type {
  PincodeLookup,
  PincodeResponse,
  ShippingProfile,
  ShippingProfileInput,
  ShippingProfileResponse,
} from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

export type { PincodeLookup, ShippingProfile, ShippingProfileInput };

/** The path has no '/seller/' in it, so the seller token is named here rather than left to the role rules. */
export const shippingProfileApi = {
  get: async (signal?: AbortSignal): Promise<ShippingProfile> => {
    const body = await apiGet<ShippingProfileResponse>('/sellers/shipping-profile', {
      signal,
      token: readToken('seller'),
    });
    return body.profile;
  },
  save: async (input: ShippingProfileInput): Promise<ShippingProfile> => {
    const body = await apiRequest<ShippingProfileResponse>('PUT', '/sellers/shipping-profile', {
      body: input,
      token: readToken('seller'),
    });
    return body.profile;
  },
  /** What the pincode directory knows of a pincode (public). */
  pincode: async (pin: string, signal?: AbortSignal): Promise<PincodeLookup> => {
    const body = await apiGet<PincodeResponse>(`/pincodes/${encodeURIComponent(pin)}`, { signal, token: null });
    return body.pincode;
  },
};
