import { z } from 'zod';
import { deleteAccountSchema, loginWithOtpSchema, verifyOtpSchema } from '../users/users.schema';
import { resetPasswordSchema } from './passwords';

/**
 * The client address the gateway saw (its `request.ip`, which honours TRUST_PROXY), added by the gateway to each
 * message that checks an e-mailed code: wrong codes are counted per account and address (decision 031). It is
 * never taken from the request body.
 */
export const clientAddressSchema = z.string().trim().min(1).max(100).default('unknown');

/** auth.otp.verify: the HTTP body of verify-otp and the client address. */
export const verifyOtpMessageSchema = verifyOtpSchema.extend({ clientAddress: clientAddressSchema });
export type VerifyOtpMessage = z.infer<typeof verifyOtpMessageSchema>;
/** auth.sessions.login-with-otp: the HTTP body of login-with-otp and the client address. */
export const loginWithOtpMessageSchema = loginWithOtpSchema.extend({ clientAddress: clientAddressSchema });
export type LoginWithOtpMessage = z.infer<typeof loginWithOtpMessageSchema>;
/** auth.passwords.reset: the HTTP body of reset-password and the client address. */
export const resetPasswordMessageSchema = resetPasswordSchema.extend({ clientAddress: clientAddressSchema });
export type ResetPasswordMessage = z.infer<typeof resetPasswordMessageSchema>;
/** auth.users.delete: the HTTP body of DELETE /api/users/me and the client address (a code is counted as any). */
export const deleteAccountMessageSchema = z.intersection(
  deleteAccountSchema,
  z.object({ clientAddress: clientAddressSchema }),
);
export type DeleteAccountMessage = z.infer<typeof deleteAccountMessageSchema>;
