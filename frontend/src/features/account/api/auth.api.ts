import type { AddressInput, User, UserData } from '@thindi/contracts';
import { apiRequest } from '@/lib/api-client';

export type OtpType = 'login' | 'registration';

export interface AuthResult {
  success: boolean;
  message: string;
  token: string;
  user: User;
}

interface UserResult {
  success: boolean;
  message: string;
  user: User;
}

/** The customer calls of spec section 7 (auth and users). */
export const authApi = {
  login: (email: string, password: string) =>
    apiRequest<AuthResult>('POST', '/auth/login', { body: { email, password }, token: null }),
  loginWithOtp: (email: string, otp: string) =>
    apiRequest<AuthResult>('POST', '/auth/login-with-otp', { body: { email, otp }, token: null }),
  sendOtp: (email: string, type: OtpType, firstName?: string) =>
    apiRequest<{ success: boolean; message: string; otpExpiry: string }>('POST', '/auth/send-otp', {
      body: { email, ...(firstName ? { firstName } : {}), type },
      token: null,
    }),
  verifyOtp: (email: string, otp: string, userData: UserData) =>
    apiRequest<AuthResult>('POST', '/auth/verify-otp', { body: { email, otp, userData }, token: null }),
  updateProfile: (profile: { firstName: string; lastName: string; phone: string }) =>
    apiRequest<UserResult>('PUT', '/users/profile', { body: profile }),
  addAddress: (address: AddressInput) => apiRequest<UserResult>('POST', '/users/addresses', { body: address }),
  updateAddress: (id: string, address: AddressInput) =>
    apiRequest<UserResult>('PUT', `/users/addresses/${encodeURIComponent(id)}`, { body: address }),
  deleteAddress: (id: string) => apiRequest<UserResult>('DELETE', `/users/addresses/${encodeURIComponent(id)}`),
  forgotPassword: (email: string) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/auth/forgot-password', {
      body: { email },
      token: null,
    }),
  resetPassword: (email: string, otp: string, newPassword: string) =>
    apiRequest<AuthResult>('POST', '/auth/reset-password', { body: { email, otp, newPassword }, token: null }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest<{ success: boolean; message: string; token: string }>('POST', '/auth/change-password', {
      body: { currentPassword, newPassword },
    }),
  signOutEverywhere: () =>
    apiRequest<{ success: boolean; message: string }>('POST', '/auth/sign-out-everywhere', { body: {} }),
  updatePreferences: (preferences: { orderEmails: boolean; offerEmails: boolean }) =>
    apiRequest<UserResult>('PUT', '/users/preferences', { body: preferences }),
};
