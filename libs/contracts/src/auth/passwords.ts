import { z } from 'zod';
import { emailSchema, otpSchema, passwordSchema } from '../users/users.schema';

/** Signed in: the current password proves it is the owner, the new one replaces it. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'currentPassword is required' }).min(1, 'currentPassword is required').max(128),
    newPassword: passwordSchema,
  })
  .refine((p) => p.currentPassword !== p.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * POST /api/auth/password, signed in: a first password for an account that has none it can use (its first code
 * sign-in dropped what an unproven registration typed). An account with a password changes it instead.
 */
export const setPasswordSchema = z.object({ password: passwordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** 'Forgot password?': a 6-digit code goes to the address if an account has it. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The e-mailed code and the new password. */
export const resetPasswordSchema = z.object({ email: emailSchema, otp: otpSchema, newPassword: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The answer of forgot-password, whether or not an account has the e-mail. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this e-mail, we sent a code';
export const forgotPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** A password change keeps the caller signed in with a fresh token; every other session is revoked. */
export const passwordChangedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

/** Sign out everywhere: every token of the account, the caller's too, stops working. */
export const signedOutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SignedOutResponse = z.infer<typeof signedOutResponseSchema>;

/** Message patterns of the password and session calls, answered by the owner of each role. */
export const PasswordPatterns = {
  customer: {
    change: 'auth.passwords.change',
    set: 'auth.passwords.set',
    forgot: 'auth.passwords.forgot',
    reset: 'auth.passwords.reset',
    signOutEverywhere: 'auth.sessions.sign-out-everywhere',
  },
  seller: {
    change: 'seller.passwords.change',
    forgot: 'seller.passwords.forgot',
    reset: 'seller.passwords.reset',
    signOutEverywhere: 'seller.sessions.sign-out-everywhere',
  },
} as const;
