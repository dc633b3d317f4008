import type {
  AddressInput,
  AuthResponse,
  ChangePasswordInput,
  CustomerSendOtpResponse,
  ForgotPasswordResponse,
  LoginInput,
  MeResponse,
  PasswordChangedResponse,
  PreferencesInput,
  ProfileUpdateInput,
  ResetPasswordInput,
  SendOtpInput,
  SetPasswordInput,
  SignedOutResponse,
  User,
  UserData,
  UserUpdateResponse,
} from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

export type OtpType = SendOtpInput['type'];

export { accountKeys } from './account-keys';

/** The customer's auth and user calls, typed by the shared contracts. */
export const authApi = {
  me: (token: string, signal?: AbortSignal): Promise<User> =>
    apiGet<MeResponse>('/auth/me', { token, signal }).then((body) => body.user),
  login: (input: LoginInput) => apiRequest<AuthResponse>('POST', '/auth/login', { body: input, token: null }),
  loginWithOtp: (email: string, otp: string) =>
    apiRequest<AuthResponse>('POST', '/auth/login-with-otp', { body: { email, otp }, token: null }),
  sendOtp: (email: string, type: OtpType, firstName?: string) =>
    apiRequest<CustomerSendOtpResponse>('POST', '/auth/send-otp', {
      body: { email, ...(firstName ? { firstName } : {}), type },
      token: null,
    }),
  verifyOtp: (email: string, otp: string, userData: UserData) =>
    apiRequest<AuthResponse>('POST', '/auth/verify-otp', { body: { email, otp, userData }, token: null }),
  updateProfile: (profile: ProfileUpdateInput | { firstName: string; lastName: string; phone: string }) =>
    apiRequest<UserUpdateResponse>('PUT', '/users/profile', { body: profile }),
  addAddress: (address: AddressInput) => apiRequest<UserUpdateResponse>('POST', '/users/addresses', { body: address }),
  updateAddress: (id: string, address: AddressInput) =>
    apiRequest<UserUpdateResponse>('PUT', `/users/addresses/${encodeURIComponent(id)}`, { body: address }),
  deleteAddress: (id: string) => apiRequest<UserUpdateResponse>('DELETE', `/users/addresses/${encodeURIComponent(id)}`),
  forgotPassword: (email: string) =>
    apiRequest<ForgotPasswordResponse>('POST', '/auth/forgot-password', { body: { email }, token: null }),
  resetPassword: (email: string, otp: string, newPassword: string) =>
    apiRequest<AuthResponse>('POST', '/auth/reset-password', {
      body: { email, otp, newPassword } satisfies ResetPasswordInput,
      token: null,
    }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest<PasswordChangedResponse>('POST', '/auth/change-password', {
      body: { currentPassword, newPassword } satisfies ChangePasswordInput,
    }),
  /** A first password, for an account that has none it can use (after its first code sign-in). */
  setPassword: (password: string) =>
    apiRequest<PasswordChangedResponse>('POST', '/auth/password', { body: { password } satisfies SetPasswordInput }),
  signOutEverywhere: () => apiRequest<SignedOutResponse>('POST', '/auth/sign-out-everywhere', { body: {} }),
  updatePreferences: (preferences: Required<PreferencesInput>) =>
    apiRequest<UserUpdateResponse>('PUT', '/users/preferences', { body: preferences }),
};
