import { z } from 'zod';
import { emailSchema } from '../users/users.schema';

/** POST /api/admin/login */
export const adminLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** An admin as the API sends it: never the password hash. */
export const adminSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  admin: adminSchema,
});
export type AdminAuthResponse = z.infer<typeof adminAuthResponseSchema>;
export const adminMeResponseSchema = z.object({ success: z.literal(true), admin: adminSchema });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

/** The e-mail of the admin created on a first start when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@thindi.local';

/** Message patterns of the admin service. */
export const AdminPatterns = {
  login: 'admin.sessions.login',
  me: 'admin.admins.me',
  approveSeller: 'admin.sellers.approve',
  rejectSeller: 'admin.sellers.reject',
} as const;
